import { Tag } from 'antd';
import type { StaffStatus } from '@kenh/contract';
import { useStaffTexts } from '../locales';

export function StatusTag({ status }: { status: StaffStatus }) {
  const texts = useStaffTexts();
  return <Tag color={status === 'active' ? 'green' : undefined}>{texts.statuses[status]}</Tag>;
}
