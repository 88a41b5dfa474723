import type { Locale } from '@kenh/contract';
import type { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import vi from 'zod/v4/locales/vi.js';
import { isMessageKey, translate } from './locale.js';

const zodLocales = { vi: vi(), en: en() };

/**
 * Issues whose message is a catalogue key (set in contract schemas) are translated; a missing
 * value reads "you need to fill in this field"; anything else uses zod's own vi/en wording.
 */
export function localiseIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isMessageKey(issue.message)) return translate(issue.message, locale);
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return translate('validation.required', locale);
  const localised = zodLocales[locale].localeError(issue as never);
  if (typeof localised === 'string') return localised;
  return localised?.message ?? translate('validation.invalid', locale);
}

export function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || '_';
}
