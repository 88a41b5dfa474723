import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, rememberLocale, type Locale } from './language';

/** Translations of one part of the app: per language, namespace → nested texts. */
export type LocaleResources = Record<Locale, Record<string, object>>;

/** Same keys as the Vietnamese texts, every leaf a string: English must translate every key. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

let currentLocale: Locale = DEFAULT_LOCALE;

export function mergeResources(parts: readonly LocaleResources[]): Resource {
  const merged: Resource = {};
  for (const part of parts) {
    for (const [locale, namespaces] of Object.entries(part)) {
      merged[locale] = { ...merged[locale], ...(namespaces as Resource[string]) };
    }
  }
  return merged;
}

/**
 * Initialises the shared i18next instance with the start-up texts (the platform's; synchronous).
 * Modules add theirs when their pages load (`loadNamespaces`).
 */
export function initI18n(parts: readonly LocaleResources[], locale: Locale = DEFAULT_LOCALE) {
  currentLocale = locale;
  void i18next.use(initReactI18next).init({
    resources: mergeResources(parts),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['vi', 'en'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return i18next;
}

export function currentLanguage(): Locale {
  return currentLocale;
}

/**
 * Makes `locale` the language of the page: texts, `<html lang>`, the `Accept-Language` of API calls,
 * and the 365-day cookie.
 */
export function applyLanguage(locale: Locale): void {
  currentLocale = locale;
  document.documentElement.lang = locale;
  rememberLocale(locale);
  if (i18next.language !== locale) void i18next.changeLanguage(locale);
}

export { i18next };
