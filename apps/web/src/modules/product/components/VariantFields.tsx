import { memo, useEffect } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Switch, Typography } from 'antd';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_VARIANT_UNITS, type ProductInput, type UnitOption } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { fill } from '../../../platform/pages';
import { useProductTexts } from '../locales';
import { emptyUnit, type ProductFormValues } from './product-form-values';
import { proposedFactor } from './unit-factors';

type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductInput>;

/**
 * One variant's own fields: its code, its base unit with its barcode, and its other units with their
 * factor in base units (proposed from the unit conversions when a unit is picked) and barcode.
 * Memoised: a change in one row (or in the options) does not re-render every other row.
 */
export const VariantFields = memo(function VariantFields({
  form,
  index,
  units,
  readOnly,
}: {
  form: ProductForm;
  index: number;
  units: readonly UnitOption[];
  readOnly: boolean;
}) {
  const texts = useProductTexts();
  const { control, setValue, getValues } = form;
  const rows = useWatch({ control, name: `variants.${index}.units` }) ?? [];
  const baseUnitId = rows[0]?.unit_id ?? null;
  const unitName = (id: number | null) => units.find((u) => u.id === id)?.name ?? '';
  const options = units.map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }));
  const path = `variants.${index}.units` as const;

  const setUnits = (next: ProductFormValues['variants'][number]['units']) =>
    setValue(path, next, { shouldDirty: true });
  // A unit picked with its factor still empty gets the factor the unit conversions give.
  const pending = rows.flatMap((row, at) => {
    if (at === 0 || row.unit_id === null || row.factor !== null || baseUnitId === null) return [];
    const factor = proposedFactor(units, row.unit_id, baseUnitId);
    return factor === undefined ? [] : [[at, factor] as const];
  });
  const pendingKey = JSON.stringify(pending);
  useEffect(() => {
    for (const [at, factor] of JSON.parse(pendingKey) as [number, number][]) {
      setValue(`${path}.${at}.factor`, factor, { shouldDirty: true });
    }
  }, [pendingKey, path, setValue]);

  return (
    <Row gutter={[12, 0]}>
      <Col xs={24} md={8}>
        <FormTextInput
          name={`variants.${index}.code`}
          control={control}
          label={texts.variants.code}
          placeholder={texts.variants.codeHint}
          maxLength={40}
        />
      </Col>
      <Col xs={24} md={8}>
        <FormSelectField
          name={`${path}.0.unit_id`}
          control={control}
          label={texts.variants.baseUnit}
          required
          style={{ width: '100%' }}
          options={options}
        />
      </Col>
      <Col xs={24} md={8}>
        <FormTextInput
          name={`${path}.0.barcode`}
          control={control}
          label={texts.variants.baseBarcode}
          placeholder={texts.barcode.hint}
          inputMode="numeric"
          maxLength={13}
        />
      </Col>
      {rows.slice(1).map((row, offset) => {
        const at = offset + 1;
        const proposal =
          row.unit_id !== null && baseUnitId !== null
            ? proposedFactor(units, row.unit_id, baseUnitId)
            : undefined;
        return (
          <Col xs={24} key={at}>
            <Row gutter={[12, 0]} align="bottom">
              <Col xs={24} md={7}>
                <FormSelectField
                  name={`${path}.${at}.unit_id`}
                  control={control}
                  label={`${texts.variants.unit} ${at + 1}`}
                  required
                  style={{ width: '100%' }}
                  options={options.filter((o) => o.value !== baseUnitId)}
                />
              </Col>
              <Col xs={12} md={5}>
                <FormTextInput
                  name={`${path}.${at}.factor`}
                  control={control}
                  mode="number"
                  label={texts.variants.factor}
                  maxLength={6}
                />
              </Col>
              <Col xs={24} md={9}>
                <FormTextInput
                  name={`${path}.${at}.barcode`}
                  control={control}
                  label={texts.variants.barcode}
                  placeholder={texts.barcode.hint}
                  inputMode="numeric"
                  maxLength={13}
                />
              </Col>
              <Col xs={12} md={3} style={{ paddingBottom: 24 }}>
                {!readOnly && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`${texts.variants.removeUnit} ${at + 1}`}
                    onClick={() => setUnits(getValues(path).filter((_, i) => i !== at))}
                  />
                )}
              </Col>
              {proposal !== undefined && proposal !== row.factor && (
                <Col xs={24} style={{ marginTop: -16, marginBottom: 8 }}>
                  <Typography.Text type="secondary">
                    {fill(texts.variants.proposed, {
                      unit: unitName(row.unit_id),
                      factor: proposal,
                      base: unitName(baseUnitId),
                    })}
                  </Typography.Text>
                </Col>
              )}
            </Row>
          </Col>
        );
      })}
      <Col xs={24}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          {!readOnly && rows.length < MAX_VARIANT_UNITS ? (
            <Button icon={<PlusOutlined />} onClick={() => setUnits([...getValues(path), emptyUnit()])}>
              {texts.variants.addUnit}
            </Button>
          ) : (
            <span />
          )}
          <Controller
            name={`variants.${index}.status`}
            control={control}
            render={({ field }) => (
              <Flex gap={8} align="center">
                <Switch
                  aria-label={texts.statuses.active}
                  checked={field.value === 'active'}
                  onChange={(on) => field.onChange(on ? 'active' : 'inactive')}
                />
                <span>{texts.statuses[field.value]}</span>
              </Flex>
            )}
          />
        </Flex>
      </Col>
    </Row>
  );
});
