import type { Warehouse } from '@kenh/contract';
import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteWarehouse } from '../api/warehouse';
import { useWarehouseTexts } from '../locales';

/** Deletes a record after the product's one delete confirmation; resolves true when it is gone. */
export function useDeleteWarehouseRecord() {
  const texts = useWarehouseTexts();
  const messageText = useMessageText();
  const remove = useDeleteWarehouse();
  return (record: Pick<Warehouse, 'id' | 'name'>) =>
    confirmDelete({
      kind: texts.kind,
      name: record.name,
      remove: () => remove.mutateAsync(record.id),
      done: messageText('warehouse.deleted'),
    });
}
