import { useSearchParams } from 'react-router';

const idOf = (value: string | null) => {
  const id = Number(value ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** What a receipt form was opened for: `?warehouse=` (a warehouse's page), `?order=` (goods out). */
export function useReceiptPreset(): { warehouseId: number | null; orderId: number | null } {
  const [params] = useSearchParams();
  return { warehouseId: idOf(params.get('warehouse')), orderId: idOf(params.get('order')) };
}
