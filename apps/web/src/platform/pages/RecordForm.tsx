import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../feedback';
import type { FormDraft, FormSchema } from '../forms';
import { FormBody } from './FormPage';
import { useContractForm } from './use-contract-form';

/**
 * A record's editable fields on its detail page: the contract form over the stored values, saved
 * through the update call with a toast; read-only for whoever may not change the record. Key it by
 * the record's `updated_at` so a saved record starts a clean form.
 */
export function RecordForm<S extends FormSchema, V extends FieldValues & FormDraft<z.input<S>>>({
  schema,
  defaults,
  readOnly,
  save,
  savedMessage,
  onCancel,
  children,
}: {
  schema: S;
  defaults: DefaultValues<V>;
  readOnly: boolean;
  save: (values: z.output<S>) => Promise<unknown>;
  /** The toast after saving, already in the page's language. */
  savedMessage: string;
  onCancel: () => void;
  children: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
}) {
  const form = useContractForm<S, V>(schema, defaults);
  return (
    <FormBody
      form={form}
      readOnly={readOnly}
      onSubmit={async (values) => {
        await save(values);
        toast.success(savedMessage);
      }}
      onCancel={onCancel}
    >
      {children(form)}
    </FormBody>
  );
}
