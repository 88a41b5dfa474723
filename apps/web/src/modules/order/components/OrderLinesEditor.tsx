import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatVnd, type ResolvedPrice } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import type { OrderCreateInput } from '../api/order';
import { useOrderTexts } from '../locales';
import { previewLineTotal, type OrderFormValues, type OrderLineDraft } from './order-form-values';
import { ProductPicker } from './ProductPicker';

export type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderCreateInput>;

/** `variant:unit`, the key of a price and of a line (one line per variant and unit). */
export const lineKey = (line: { variant_id: number; unit_id: number }) =>
  `${line.variant_id}:${line.unit_id}`;

/**
 * The order's lines: the product picker, then one card per line (unit, quantity, discount, the
 * previewed price and amount) with the server's refusal of that line under it, and the running
 * total of the priced lines. Prices come from `prices` (the resolver), never from the user.
 */
export function OrderLinesEditor({
  form,
  prices,
  priceNote,
}: {
  form: OrderForm;
  /** Resolved prices by `lineKey`; undefined while unknown. */
  prices: ReadonlyMap<string, ResolvedPrice> | undefined;
  /** Why no prices show (no orderer yet, preview refused), if so. */
  priceNote: string | undefined;
}) {
  const texts = useOrderTexts();
  const message = useMessageText();
  const { fields, append, remove, update } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;

  const add = (line: Omit<OrderLineDraft, 'quantity' | 'discount_percent' | 'note'>) => {
    const index = lines.findIndex((l) => lineKey(l) === lineKey(line));
    const existing = lines[index];
    if (existing) {
      update(index, { ...existing, quantity: (existing.quantity ?? 0) + 1 });
      toast.info(texts.lines.alreadyAdded);
      return;
    }
    append({ ...line, quantity: 1, discount_percent: 0, note: null });
  };

  const amounts = lines.map((line) => {
    const price = prices?.get(lineKey(line))?.price;
    return price === null || price === undefined
      ? null
      : previewLineTotal(price, line.quantity ?? 0, line.discount_percent ?? 0);
  });
  const runningTotal = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);

  return (
    <section aria-label={texts.lines.title}>
      <Typography.Title level={5}>{texts.lines.title}</Typography.Title>
      <ProductPicker onAdd={add} />
      {errors?.message && (
        <Typography.Text type="danger" role="alert">
          {message(errors.message)}
        </Typography.Text>
      )}
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {fields.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.lines.empty} />
        )}
        {fields.map((field, index) => {
          const line = lines[index] ?? field;
          const price = prices?.get(lineKey(line));
          const lineError = errors?.[index]?.variant_id?.message ?? errors?.[index]?.message;
          return (
            <Card key={field.id} size="small" role="group" aria-label={line.variant_name}>
              <Flex justify="space-between" align="start" gap={8}>
                <div>
                  <Typography.Text strong>{line.variant_name}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">{line.variant_code}</Typography.Text>
                  </div>
                </div>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={texts.lines.remove}
                  onClick={() => remove(index)}
                />
              </Flex>
              <Row gutter={8} align="bottom">
                <Col xs={12} md={6}>
                  <FormSelectField
                    name={`lines.${index}.unit_id`}
                    control={form.control}
                    label={texts.lines.unit}
                    searchable={false}
                    showSuccess={false}
                    options={line.units.map((u) => ({ value: u.unit_id, label: u.unit_name }))}
                  />
                </Col>
                <Col xs={12} md={5}>
                  <FormTextInput
                    name={`lines.${index}.quantity`}
                    control={form.control}
                    label={texts.lines.quantity}
                    mode="number"
                  />
                </Col>
                <Col xs={12} md={5}>
                  <FormTextInput
                    name={`lines.${index}.discount_percent`}
                    control={form.control}
                    label={texts.lines.discount}
                    mode="number"
                  />
                </Col>
                <Col xs={12} md={8}>
                  <dl style={{ margin: '0 0 24px' }}>
                    <dt>
                      <Typography.Text type="secondary">{texts.lines.price}</Typography.Text>
                    </dt>
                    <dd style={{ margin: 0 }} data-testid="line-price">
                      {price === undefined
                        ? '—'
                        : price.price === null
                          ? texts.lines.noPrice
                          : formatVnd(price.price)}
                    </dd>
                    <dt>
                      <Typography.Text type="secondary">{texts.lines.amount}</Typography.Text>
                    </dt>
                    <dd style={{ margin: 0 }}>
                      {amounts[index] === null ? '—' : formatVnd(amounts[index] ?? 0)}
                    </dd>
                  </dl>
                </Col>
              </Row>
              {lineError && (
                <Typography.Text type="danger" role="alert">
                  {message(lineError)}
                </Typography.Text>
              )}
            </Card>
          );
        })}
      </Flex>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{priceNote ?? texts.lines.pricesNote}</Typography.Text>
        <Typography.Text strong aria-live="polite">
          {texts.lines.runningTotal}: {formatVnd(runningTotal)}
        </Typography.Text>
      </Flex>
    </section>
  );
}
