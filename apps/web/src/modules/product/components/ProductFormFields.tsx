import type { ReactNode } from 'react';
import { Alert, Divider, Input, Row, Typography } from 'antd';
import { Controller, useFormState, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_STATUSES, type ProductDirection, type ProductInput, type UnitOption } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useUnitOptions } from '../api/units';
import { useProductTexts } from '../locales';
import { CategoryTreeSelect } from './CategoryTreeSelect';
import { newVariantLike, type ProductFormValues, type VariantDraft } from './product-form-values';
import { VariantFields } from './VariantFields';
import { VariantBuilder } from './variants/VariantBuilder';

type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductInput>;

const NO_UNITS: readonly UnitOption[] = [];

const child = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;

/** The message of an error node and of its `root` (a list's own error). */
const ownMessages = (node: unknown): unknown[] => [
  child(node, 'message'),
  child(child(node, 'root'), 'message'),
];

/** Every message in an error tree (react-hook-form's `ref` holds the field's element: not walked). */
function messagesIn(node: unknown): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  return [
    child(node, 'message'),
    ...Object.entries(node)
      .filter(([key]) => key !== 'ref' && key !== 'message')
      .flatMap(([, value]) => messagesIn(value)),
  ];
}

/**
 * Messages of the options and of the variant lists themselves; a row's own fields (code, unit,
 * barcode) show theirs under the field.
 */
function builderMessages(errors: FieldErrors<ProductFormValues>): string[] {
  const rows = child(errors, 'variants');
  const messages = [
    ...messagesIn(errors.options),
    ...ownMessages(rows),
    ...(Array.isArray(rows) ? (rows as unknown[]) : []).flatMap((row) => [
      ...messagesIn(child(row, 'option_values')),
      ...ownMessages(child(row, 'units')),
    ]),
  ];
  return [...new Set(messages.filter((m): m is string => typeof m === 'string' && m !== ''))];
}

/**
 * The product form: general fields, images (given by the page: files are not form values), then
 * options and the variants they build, each with its code, units and barcodes.
 */
export function ProductFormFields({
  form,
  direction,
  images,
  readOnly = false,
}: {
  form: ProductForm;
  direction: ProductDirection;
  images: ReactNode;
  readOnly?: boolean;
}) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const { control, setValue } = form;
  const units = useUnitOptions();
  const options = useWatch({ control, name: 'options' });
  const variants = useWatch({ control, name: 'variants' });
  const { errors } = useFormState({ control, name: ['options', 'variants'] });
  const problems = builderMessages(errors);

  return (
    <>
      <Typography.Title level={5}>{texts.form.general}</Typography.Title>
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput name="name" control={control} label={texts.form.name} maxLength={200} />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="code"
            control={control}
            label={texts.form.code}
            placeholder={texts.form.codeHint}
            maxLength={30}
          />
        </FieldCol>
        <FieldCol>
          <Controller
            name="category_id"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem label={texts.form.category} htmlFor="field-category_id" error={fieldState.error}>
                <CategoryTreeSelect
                  id="field-category_id"
                  direction={direction}
                  value={field.value}
                  label={texts.form.category}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  style={{ width: '100%' }}
                />
              </FieldItem>
            )}
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="brand" control={control} label={texts.form.brand} maxLength={100} />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="units_per_box"
            control={control}
            mode="number"
            label={texts.form.unitsPerBox}
            maxLength={6}
          />
        </FieldCol>
        <FieldCol>
          <FormSelectField
            name="status"
            control={control}
            label={texts.form.status}
            searchable={false}
            style={{ width: '100%' }}
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
          />
        </FieldCol>
        <FieldCol full>
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem label={texts.form.description} htmlFor="field-description" error={fieldState.error}>
                <Input.TextArea id="field-description" rows={3} maxLength={5000} {...field} />
              </FieldItem>
            )}
          />
        </FieldCol>
      </Row>
      <Divider />
      <Typography.Title level={5}>{texts.form.images}</Typography.Title>
      {images}
      <Divider />
      <VariantBuilder<VariantDraft>
        value={{ options, variants }}
        readOnly={readOnly}
        onChange={(next) => {
          setValue('options', next.options, { shouldDirty: true });
          setValue('variants', next.variants, { shouldDirty: true });
        }}
        newVariant={(values) => newVariantLike(variants[0], values)}
        renderVariant={(_variant, index) => (
          <VariantFields form={form} index={index} units={units.data ?? NO_UNITS} readOnly={readOnly} />
        )}
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={problems.map((key) => (
            <div key={key}>{messageText(key)}</div>
          ))}
        />
      )}
    </>
  );
}
