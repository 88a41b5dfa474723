import { isOneOf, LOCALES, type Locale } from '@kenh/contract';
import { DAY_SECONDS, readCookie, writeCookie } from '../storage/cookies';

export type { Locale };
export { LOCALES };

export const DEFAULT_LOCALE: Locale = 'vi';
/** The chosen language, remembered for 365 days (spec §2.1, §9). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * DAY_SECONDS;

/** English routes live under `/en`; Vietnamese has no prefix. */
export const LOCALE_PREFIX: Record<Locale, string> = { vi: '', en: '/en' };

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}

export function localeOfPath(pathname: string): Locale {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : DEFAULT_LOCALE;
}

/** `/en/login` → `/login`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname || '/';
  return pathname.slice(LOCALE_PREFIX.en.length) || '/';
}

/** `/login` in English → `/en/login`; `/` in English → `/en`. Accepts `?query` and `#hash` suffixes. */
export function localisePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** The same page in another language. */
export function twinPath(pathname: string, locale: Locale): string {
  return localisePath(stripLocale(pathname), locale);
}

export function rememberedLocale(): Locale | undefined {
  const value = readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
}
