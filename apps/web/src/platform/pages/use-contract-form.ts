import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, type FormDraft, type FormSchema } from '../forms/contract-resolver';

/**
 * A kit form on a contract schema: the form holds `Values` (a draft of the schema's input — `null`
 * in an empty select), submits the parsed output, and shows the contract's message keys under the
 * fields, checked when a field is left: `useContractForm<typeof areaFields, AreaFormValues>(areaFields, defaults)`.
 */
export function useContractForm<S extends FormSchema, V extends FieldValues & FormDraft<z.input<S>>>(
  schema: S,
  defaultValues: DefaultValues<V>,
) {
  return useForm<V, unknown, z.output<S>>({
    resolver: contractResolver<S, V>(schema),
    mode: 'onTouched',
    defaultValues,
  });
}
