import { Tag } from 'antd';
import { useOrgText } from '../texts';

export function ActiveTag({ active }: { active: boolean }) {
  const t = useOrgText();
  return <Tag color={active ? 'green' : 'default'}>{active ? t('common.active') : t('common.inactive')}</Tag>;
}
