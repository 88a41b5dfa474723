import type { Warehouse, WarehouseAction } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { fill } from '../../../platform/pages';
import { useChangeWarehouseStatus, useDeactivateWarehouses } from '../api/warehouses';
import { useWarehouseTexts } from '../locales';

/**
 * Stops or reopens warehouses, one (`status`) or many (`warehouses_deactive`); stopping is asked
 * first, since a stopped warehouse takes no receipt. Resolves true when the change was made.
 */
export function useWarehouseStatus() {
  const texts = useWarehouseTexts();
  const messageText = useMessageText();
  const one = useChangeWarehouseStatus();
  const many = useDeactivateWarehouses();
  const changeOne = async (warehouse: Pick<Warehouse, 'id' | 'name'>, action: WarehouseAction) => {
    if (
      action === 'deactivate' &&
      !(await confirm({
        title: texts.actions.deactivate,
        content: fill(texts.list.confirmStopOne, { name: warehouse.name }),
        okText: texts.actions.deactivate,
        danger: true,
      }))
    )
      return false;
    await one.mutateAsync({ id: warehouse.id, action });
    toast.success(messageText('warehouse.status_changed'));
    return true;
  };
  const changeMany = async (rows: readonly Pick<Warehouse, 'id'>[], active: boolean) => {
    if (
      !active &&
      !(await confirm({
        title: texts.list.bulkStop,
        content: fill(texts.list.confirmStop, { n: rows.length }),
        okText: texts.list.bulkStop,
        danger: true,
      }))
    )
      return false;
    await many.mutateAsync({ ids: rows.map((r) => r.id), active });
    toast.success(messageText('warehouse.deactivated_many'));
    return true;
  };
  return { changeOne, changeMany, busy: one.isPending || many.isPending };
}
