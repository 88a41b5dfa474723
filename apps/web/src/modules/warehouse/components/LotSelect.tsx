import { Select } from 'antd';
import { formatDate } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { useConsignments } from '../api/stock';
import { useWarehouseTexts } from '../locales';
import { useCountFormat } from './use-count-format';

/**
 * The lot a line takes from: the variant's lots with stock in the warehouse, expiry and stock in the
 * label; expired lots cannot be chosen (the server refuses them too).
 */
export function LotSelect({
  id,
  variantId,
  warehouseId,
  value,
  size,
  status,
  onChange,
  onBlur,
}: {
  id: string;
  variantId: number;
  warehouseId: number | undefined;
  value: number | null;
  size: 'large' | 'middle';
  status?: 'error';
  onChange: (id: number | null) => void;
  onBlur: () => void;
}) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const lots = useConsignments(variantId, warehouseId);
  return (
    <Select<number | null>
      id={id}
      aria-label={texts.lines.lot}
      placeholder={texts.lines.pickLot}
      loading={lots.isFetching}
      size={size}
      status={status}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      style={{ width: '100%' }}
      options={(lots.data ?? [])
        .filter((lot) => lot.on_hand > 0 || lot.id === value)
        .map((lot) => ({
          value: lot.id,
          disabled: lot.expired,
          label: fill(texts.lines.lotOption, {
            lot: lot.lot_code,
            expires: formatDate(lot.expires_on),
            onHand: count(lot.on_hand),
          }),
        }))}
    />
  );
}
