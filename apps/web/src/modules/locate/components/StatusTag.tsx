import { Tag } from 'antd';
import { useLocateTexts } from '../locales';

/** "Đang hoạt động" (green) or "Ngừng hoạt động" for an area or zone. */
export function StatusTag({ active }: { active: boolean }) {
  const texts = useLocateTexts();
  return active ? <Tag color="green">{texts.fields.active}</Tag> : <Tag>{texts.fields.inactive}</Tag>;
}
