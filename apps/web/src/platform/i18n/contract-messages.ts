import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_MESSAGES, type Locale } from '@kenh/contract';
import type { MessageCatalogue } from '@kenh/contract';

/**
 * The contract's messages the web knows so far: the shell's at once (validation, sign-in, platform,
 * notifications), the business modules' once `loadModuleMessages()` has run — before any module page
 * renders (docs/decisions/0017: they stay out of the sign-in page's JavaScript).
 */
const known: MessageCatalogue = { ...SHELL_MESSAGES };
let moduleMessages: Promise<void> | undefined;

/** Loads the business modules' messages once; every lazy page waits for it (`loadPage`). */
export function loadModuleMessages(): Promise<void> {
  moduleMessages ??= import('./module-messages')
    .then((m) => {
      Object.assign(known, m.MODULE_MESSAGES);
    })
    .catch((error: unknown) => {
      // A failed load is retried by the next page rather than remembered.
      moduleMessages = undefined;
      throw error;
    });
  return moduleMessages;
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
  const template: string = Object.hasOwn(known, key) ? known[key]![locale] : key;
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
