import { useEffect, useRef } from 'react';
import { Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { formatDate } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { fill } from '../../../platform/pages';
import { useWarehouseTexts } from '../locales';
import { LineCard } from './LineCard';
import { UnitQuantityFields } from './UnitQuantityFields';
import { LinesError } from './LinesError';
import { newLotLine, type LotForm } from './lot-form';
import { LotSelect } from './LotSelect';
import type { LotLineDraft } from './receipt-lines';
import { VariantPicker } from './VariantPicker';
import { useFieldSize } from './use-field-size';
import { useCountFormat } from './use-count-format';

/** What FEFO suggested for the line, beside the lot the keeper may change. */
function SuggestionNote({ line }: { line: LotLineDraft }) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  if (!line.suggestion) return null;
  const { lot_code, expires_on, take, near_expiry } = line.suggestion;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      {fill(texts.exportForm.suggested, {
        lot: lot_code,
        expires: formatDate(expires_on),
        take: count(take),
      })}{' '}
      {near_expiry && <Tag color="orange">{texts.stock.nearExpiry}</Tag>}
    </Typography.Paragraph>
  );
}

/**
 * Lines taken from lots (goods out, transfers): the picker of what the warehouse holds (search or
 * barcode), then a card per line — unit, quantity (and in base units), the lot; the server's
 * refusal of a line ("Chỉ còn … có thể xuất") shows under its quantity. Choosing another warehouse
 * clears the lots chosen in the previous one.
 */
export function LotLinesEditor<O>({ form }: { form: LotForm<O> }) {
  const texts = useWarehouseTexts();
  const size = useFieldSize();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const warehouseId = useWatch({ control: form.control, name: 'warehouse_id' }) ?? undefined;
  const errors = form.formState.errors.lines;
  const previous = useRef(warehouseId);
  useEffect(() => {
    if (previous.current === warehouseId) return;
    previous.current = warehouseId;
    form.getValues('lines').forEach((_, index) => form.setValue(`lines.${index}.consignment_id`, null));
  }, [warehouseId, form]);

  return (
    <section aria-label={texts.lines.title}>
      <Typography.Title level={5}>{texts.lines.title}</Typography.Title>
      <VariantPicker
        source="stock"
        warehouseId={warehouseId}
        onAdd={(product) => append(newLotLine(product))}
      />
      <LinesError error={errors} />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {fields.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.lines.empty} />
        )}
        {fields.map((field, index) => {
          const line = lines[index] ?? field;
          const lineErrors = errors?.[index];
          return (
            <LineCard
              key={field.id}
              name={line.variant_name}
              code={line.variant_code}
              error={lineErrors?.variant_id?.message ?? lineErrors?.message}
              onRemove={() => remove(index)}
            >
              <SuggestionNote line={line} />
              <Row gutter={8}>
                <UnitQuantityFields control={form.control} index={index} line={line} span={5} />
                <Col xs={24} md={14}>
                  <Controller
                    control={form.control}
                    name={`lines.${index}.consignment_id`}
                    render={({ field: lot, fieldState }) => (
                      <FieldItem
                        label={texts.lines.lot}
                        htmlFor={`line-${index}-lot`}
                        error={fieldState.error}
                      >
                        <LotSelect
                          id={`line-${index}-lot`}
                          size={size}
                          variantId={line.variant_id}
                          warehouseId={warehouseId}
                          value={lot.value}
                          {...(fieldState.error ? { status: 'error' as const } : {})}
                          onChange={lot.onChange}
                          onBlur={lot.onBlur}
                        />
                      </FieldItem>
                    )}
                  />
                </Col>
              </Row>
            </LineCard>
          );
        })}
      </Flex>
    </section>
  );
}
