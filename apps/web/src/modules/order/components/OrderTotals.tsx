import { Descriptions, Typography } from 'antd';
import { amountInWordsOf, formatVnd, isAmountInWordsRange } from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useOrderTexts } from '../locales';

/**
 * The order's money as the server computed it: goods, discount, total in VND, and the total in
 * words ("Bằng chữ: Một triệu hai trăm nghìn đồng"; in English on the English pages).
 */
export function OrderTotals({
  subtotal,
  discount,
  total,
}: {
  subtotal: number;
  discount: number;
  total: number;
}) {
  const texts = useOrderTexts();
  const locale = useLocale();
  return (
    <div>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'subtotal', label: texts.fields.subtotal, children: formatVnd(subtotal) },
          { key: 'discount', label: texts.fields.discount, children: formatVnd(discount) },
          {
            key: 'total',
            label: texts.fields.total,
            children: <Typography.Text strong>{formatVnd(total)}</Typography.Text>,
          },
        ]}
      />
      {isAmountInWordsRange(total) && (
        <Typography.Paragraph italic style={{ marginTop: 8, marginBottom: 0 }}>
          {fill(texts.detail.inWords, { words: amountInWordsOf(total, locale) })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
