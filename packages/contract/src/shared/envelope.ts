import { z } from 'zod';

/** Success envelope: `{ code: 200, message, data }` — `code 200` means success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const emptyData = z.object({}).strict();
