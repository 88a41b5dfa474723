import { Typography } from 'antd';
import { fill } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import { baseQuantity, baseUnitName, type LineUnit } from './receipt-lines';
import { useCountFormat } from './use-count-format';

/** "= 120 Chai": a line's quantity in base units, as stock counts it (shown, never sent). */
export function BaseQuantity({
  line,
}: {
  line: { unit_id: number; units: LineUnit[]; quantity: number | null };
}) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const base = baseQuantity(line);
  if (base === null) return null;
  return (
    // Right under the quantity, in the space the form row keeps for a message.
    <Typography.Text
      type="secondary"
      data-testid="base-quantity"
      style={{ display: 'block', marginTop: -22, marginBottom: 6 }}
    >
      {fill(texts.lines.inBase, { n: count(base), unit: baseUnitName(line.units) })}
    </Typography.Text>
  );
}
