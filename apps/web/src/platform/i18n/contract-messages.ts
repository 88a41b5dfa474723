import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_MESSAGES, type Locale } from '@kenh/contract';

function isContractKey(key: string): key is keyof typeof ALL_MESSAGES {
  return Object.hasOwn(ALL_MESSAGES, key);
}

/**
 * Text of a contract message key (`validation.required`, `account.invalid_credentials`, …) in `locale`,
 * straight from the contract's vi/en catalogue, so the web never copies a message the server also sends.
 * Anything that is not a key (a text the server already localised) is returned unchanged.
 */
export function messageText(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template: string = isContractKey(key) ? ALL_MESSAGES[key][locale] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** `messageText` bound to the current language; re-renders the caller when the language changes. */
export function useMessageText() {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'vi';
  return useCallback(
    (key: string, params?: Record<string, string | number>) => messageText(key, locale, params),
    [locale],
  );
}
