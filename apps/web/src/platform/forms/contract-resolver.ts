import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a form may hold for a schema's input while it is being filled: each field as the schema
 * takes it, or `null` (an empty select, date or number) — nested objects and lists alike. Extra
 * fields (switches that only steer the form) are allowed.
 */
export type FormDraft<T> = T extends readonly (infer U)[]
  ? readonly FormDraft<U>[] | null
  : T extends Date | File | Blob
    ? T | null
    : T extends object
      ? { [K in keyof T]?: FormDraft<T[K]> | null }
      : T | null;

/** A contract schema whose input and output are objects, as a form's are. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The react-hook-form resolver of a contract schema: the form holds `Values` (the schema's input,
 * or any draft of it — `null` in an empty select), `handleSubmit` gets the schema's parsed output,
 * and the errors are the contract's message keys. `Values` is inferred from where the resolver goes:
 * `useForm<AreaFormValues, unknown, AreaFields>({ resolver: contractResolver(areaFields) })`.
 */
export function contractResolver<S extends FormSchema, Values extends FieldValues & FormDraft<z.input<S>>>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  // The schema checks whatever the form holds at run time; a draft value it does not take (null in
  // a required select) becomes that field's error, which is the point of validating.
  return zodResolver(schema) as Resolver<FieldValues, unknown, z.output<S>> as Resolver<
    Values,
    unknown,
    z.output<S>
  >;
}
