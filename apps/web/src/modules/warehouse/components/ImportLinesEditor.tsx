import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormDateField, FormTextInput } from '../../../platform/inputs';
import { useWarehouseTexts } from '../locales';
import { newImportLine, type ImportForm } from './import-form';
import { LineCard } from './LineCard';
import { UnitQuantityFields } from './UnitQuantityFields';
import { LinesError } from './LinesError';
import { VariantPicker } from './VariantPicker';
import { useFieldSize } from './use-field-size';

/**
 * Goods-in lines: the product picker (search or barcode), then a card per lot — unit, quantity (and
 * what it makes in base units), lot number, manufacture and expiry dates, cost per unit. Two lots of
 * one product are two lines.
 */
export function ImportLinesEditor({ form }: { form: ImportForm }) {
  const texts = useWarehouseTexts();
  const size = useFieldSize();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  return (
    <section aria-label={texts.lines.title}>
      <Typography.Title level={5}>{texts.lines.title}</Typography.Title>
      <VariantPicker source="catalogue" onAdd={(product) => append(newImportLine(product))} />
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
              <Row gutter={8}>
                <UnitQuantityFields control={form.control} index={index} line={line} span={3} />
                <Col xs={24} md={5}>
                  <FormTextInput
                    size={size}
                    name={`lines.${index}.lot_code`}
                    control={form.control}
                    label={texts.lines.lot}
                    maxLength={40}
                  />
                </Col>
                <Col xs={12} md={4}>
                  <FormDateField
                    name={`lines.${index}.manufactured_on`}
                    control={form.control}
                    label={texts.lines.manufacturedOn}
                  />
                </Col>
                <Col xs={12} md={4}>
                  <FormDateField
                    name={`lines.${index}.expires_on`}
                    control={form.control}
                    label={texts.lines.expiresOn}
                  />
                </Col>
                <Col xs={24} md={5}>
                  <FormTextInput
                    size={size}
                    name={`lines.${index}.unit_cost`}
                    control={form.control}
                    label={texts.lines.unitCost}
                    mode="money"
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
