import { SelectField } from '../../../platform/inputs';
import type { ListFilter, UrlQuery } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import { useWarehouseChoices } from './use-warehouse-choices';

/** A list's warehouse filter (`warehouse_id` in the address). */
export function useWarehouseFilter(url: UrlQuery<{ warehouse_id?: number | undefined }>): ListFilter {
  const texts = useWarehouseTexts();
  const choices = useWarehouseChoices();
  const value = url.query.warehouse_id;
  return {
    key: 'warehouse_id',
    label: texts.receipt.warehouse,
    active: value !== undefined,
    control: (
      <SelectField<number>
        aria-label={texts.receipt.warehouse}
        placeholder={texts.receipt.allWarehouses}
        allowClear
        showSuccess={false}
        value={value ?? null}
        style={{ width: '100%', minWidth: 200 }}
        options={choices}
        onChange={(next) => url.set({ warehouse_id: typeof next === 'number' ? next : null })}
      />
    ),
  };
}
