import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { useWarehouseTexts } from '../locales';
import { receiptFormPath } from '../paths';

/** The receipt forms opened for a warehouse, for whoever may post receipts (`warehouse.receipt`). */
export function ReceiptLinks({ warehouseId }: { warehouseId: number }) {
  const texts = useWarehouseTexts();
  const localePath = useLocalePath();
  const canPost = usePermission('warehouse.receipt');
  if (!canPost) return null;
  const forms = [
    ['import', texts.receipt.newImport],
    ['export', texts.receipt.newExport],
    ['transfer', texts.receipt.newTransfer],
    ['count', texts.receipt.newCount],
  ] as const;
  return (
    <Space wrap>
      {forms.map(([form, label]) => (
        <Link key={form} to={localePath(receiptFormPath(form, { warehouse: warehouseId }))}>
          <Button type={form === 'import' ? 'primary' : 'default'}>{label}</Button>
        </Link>
      ))}
    </Space>
  );
}
