import { useEffect, useState, type ReactNode } from 'react';
import { Divider, Flex, Input, Radio, Row, Typography } from 'antd';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { PRICE_SCOPE_LEVELS, PRICE_SYSTEM_LABELS, PRICE_SYSTEMS, priceListCreateBody } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocale } from '../../../platform/layout';
import { FieldCol, FormPage, useContractForm, type Crumb } from '../../../platform/pages';
import { usePriceListTexts } from '../locales';
import { EffectiveMomentField } from './EffectiveMomentField';
import { PriceGridEditor } from './PriceGridEditor';
import type { PriceListFormValues } from './price-list-form-values';
import { TargetPicker, type TargetChoice } from './TargetPicker';
import { VariantPicker } from './VariantPicker';

export type PriceListFields = z.output<typeof priceListCreateBody>;

/**
 * The price list form (create and edit), a kit form page on the contract's create schema: name,
 * system, scope and its targets, effective time, note, then the price grid. The contract checks it
 * before anything is sent; the server's field errors go under their fields, grid lines included.
 */
export function PriceListForm({
  title,
  breadcrumbs,
  initial,
  targets: initialTargets = [],
  onSubmit,
  onCancel,
  tools,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  initial: PriceListFormValues;
  /** Names of the initial targets (the picker lists other areas' accounts by search only). */
  targets?: readonly TargetChoice[];
  onSubmit: (fields: PriceListFields) => Promise<void>;
  onCancel: () => void;
  /** Beside the grid's tools (the Excel import of a saved list). */
  tools?: ReactNode;
}) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const locale = useLocale();
  const form = useContractForm<typeof priceListCreateBody, PriceListFormValues>(priceListCreateBody, initial);
  const { control, setValue, watch, formState } = form;
  const [names, setNames] = useState(() => new Map(initialTargets.map((t) => [t.id, t.name])));
  useEffect(() => {
    // Named accounts belong to one system: choosing another system drops them.
    const subscription = watch((values, { name }) => {
      if (name === 'system' && values.scope_level === 'account') setValue('target_ids', []);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
  const scope = watch('scope_level');
  const system = watch('system');
  const itemErrors = formState.errors.items;
  const lineErrors: Record<number, string> = {};
  if (Array.isArray(itemErrors)) {
    itemErrors.forEach(
      (line: Record<string, { message?: string } | undefined> | undefined, index: number) => {
        const message = line?.price?.message ?? line?.unit_id?.message ?? line?.variant_id?.message;
        if (message) lineErrors[index] = message;
      },
    );
  }
  const listError = itemErrors && !Array.isArray(itemErrors) ? itemErrors.message : undefined;

  return (
    <FormPage
      title={title}
      breadcrumbs={breadcrumbs}
      form={form}
      wide
      submitLabel={texts.form.saveDraft}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput
            name="name"
            control={control}
            label={texts.fields.name}
            id="price-list-name"
            maxLength={150}
          />
        </FieldCol>
        <FieldCol>
          <FormSelectField
            name="system"
            control={control}
            label={texts.fields.system}
            id="price-list-system"
            searchable={false}
            style={{ width: '100%' }}
            options={PRICE_SYSTEMS.map((s) => ({
              value: s,
              label: `${s} — ${PRICE_SYSTEM_LABELS[s][locale]}`,
            }))}
          />
        </FieldCol>
        <FieldCol>
          <Controller
            name="effective_from"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem
                label={texts.fields.effectiveFrom}
                htmlFor="price-list-effective"
                error={fieldState.error}
              >
                <EffectiveMomentField
                  id="price-list-effective"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={fieldState.error !== undefined}
                />
              </FieldItem>
            )}
          />
        </FieldCol>
        <FieldCol full>
          <Controller
            name="scope_level"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem label={texts.fields.scope} htmlFor="price-list-scope" error={fieldState.error}>
                <Radio.Group
                  id="price-list-scope"
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    setValue('target_ids', []);
                  }}
                  options={PRICE_SCOPE_LEVELS.map((level) => ({ value: level, label: texts.scopes[level] }))}
                />
              </FieldItem>
            )}
          />
        </FieldCol>
        {scope !== 'system' && (
          <FieldCol full>
            <Controller
              name="target_ids"
              control={control}
              render={({ field, fieldState }) => (
                <FieldItem label={texts.fields.targets} htmlFor="price-list-targets" error={fieldState.error}>
                  <TargetPicker
                    id="price-list-targets"
                    level={scope}
                    system={system}
                    targets={field.value.map((id) => ({ id, name: names.get(id) ?? `#${id}` }))}
                    onChange={(chosen) => {
                      setNames(
                        (current) => new Map([...current, ...chosen.map((t) => [t.id, t.name] as const)]),
                      );
                      field.onChange(chosen.map((t) => t.id));
                    }}
                    error={fieldState.error !== undefined}
                  />
                </FieldItem>
              )}
            />
          </FieldCol>
        )}
        <FieldCol full>
          <Controller
            name="note"
            control={control}
            render={({ field, fieldState }) => (
              <FieldItem label={texts.fields.note} htmlFor="price-list-note" error={fieldState.error}>
                <Input.TextArea
                  id="price-list-note"
                  rows={2}
                  maxLength={1000}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                />
              </FieldItem>
            )}
          />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{texts.form.prices}</Divider>
      <Controller
        name="items"
        control={control}
        render={({ field }) => (
          <>
            {(tools || listError) && (
              <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
                {tools}
                {listError && <Typography.Text type="danger">{messageText(listError)}</Typography.Text>}
              </Flex>
            )}
            <PriceGridEditor
              rows={field.value}
              onChange={field.onChange}
              errors={lineErrors}
              picker={
                <VariantPicker
                  rows={field.value}
                  onAdd={(added) => field.onChange([...field.value, ...added])}
                />
              }
            />
          </>
        )}
      />
    </FormPage>
  );
}
