import { Tag } from 'antd';
import { WAREHOUSE_STATUS_LABELS, type WarehouseStatus } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';

export function WarehouseStatusTag({ status }: { status: WarehouseStatus }) {
  const locale = useLocale();
  return (
    <Tag color={status === 'active' ? 'green' : 'default'}>{WAREHOUSE_STATUS_LABELS[status][locale]}</Tag>
  );
}
