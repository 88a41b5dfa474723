import type { z } from 'zod';

/** One validation rule: `message` (a contract message key or a text) shows when `test` fails. */
export interface InputRule<T> {
  test: (value: T) => boolean;
  message: string;
}

/** A zod schema (its first issue's message shows) or rules checked in order (the first failing shows). */
export type InputRules<T> = z.ZodType | readonly InputRule<T>[];

/**
 * Message of the first failing rule for `value`, or undefined when every rule passes. A schema's
 * first issue is its first failing check (zod reports issues in the order the checks are declared).
 */
export function firstFailingMessage<T>(value: T, rules: InputRules<T> | undefined): string | undefined {
  if (!rules) return undefined;
  if (Array.isArray(rules)) {
    return (rules as readonly InputRule<T>[]).find((rule) => !rule.test(value))?.message;
  }
  const result = (rules as z.ZodType).safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation.invalid');
}
