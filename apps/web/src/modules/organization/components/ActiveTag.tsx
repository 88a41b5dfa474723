import { Tag } from 'antd';
import { useOrgTexts } from '../locales';

/** "Đang hoạt động" (green) or "Ngừng hoạt động" for a position or an office. */
export function ActiveTag({ active }: { active: boolean }) {
  const texts = useOrgTexts();
  return active ? <Tag color="green">{texts.common.active}</Tag> : <Tag>{texts.common.inactive}</Tag>;
}
