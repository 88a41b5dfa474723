import { Alert, Descriptions, Flex } from 'antd';
import { type Order, type Suggestion } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import { useCountFormat } from './use-count-format';

/**
 * The order a goods issue ships: its lines as ordered, and what the suggestion could not cover
 * (a shortage, expired lots left out) so the keeper sees it before posting.
 */
export function OrderSummary({
  order,
  suggestions,
}: {
  order: Order;
  suggestions: (Suggestion | undefined)[];
}) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        items={order.lines.map((line) => ({
          key: String(line.id),
          label: line.variant_code,
          children: fill(texts.exportForm.orderLine, {
            name: line.variant_name,
            quantity: count(line.quantity),
            unit: line.unit_name,
          }),
        }))}
      />
      {order.lines.map((line, index) => {
        const suggestion = suggestions[index];
        if (!suggestion || (suggestion.shortage === 0 && suggestion.expired_skipped === 0)) return null;
        return (
          <Alert
            key={line.id}
            type={suggestion.shortage > 0 ? 'error' : 'warning'}
            showIcon
            title={`${line.variant_name}: ${[
              suggestion.shortage > 0
                ? fill(texts.exportForm.shortage, { n: count(suggestion.shortage) })
                : null,
              suggestion.expired_skipped > 0
                ? fill(texts.exportForm.expiredSkipped, { n: suggestion.expired_skipped })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}`}
          />
        );
      })}
    </Flex>
  );
}
