import { Tag } from 'antd';
import type { Region } from '@kenh/contract';
import { useLocateTexts } from '../locales';

const COLORS: Record<Region, string> = { north: 'blue', central: 'gold', south: 'green' };

export function RegionTag({ region }: { region: Region }) {
  const texts = useLocateTexts();
  return <Tag color={COLORS[region]}>{texts.regions[region]}</Tag>;
}
