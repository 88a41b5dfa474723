import type { FastifyRequest } from 'fastify';
import { ALL_MESSAGES, type Locale } from '@kenh/contract';

/** Vietnamese by default; English when the client asks for it first. */
export function localeOf(request: FastifyRequest): Locale {
  const header: string | string[] | undefined = request.headers['accept-language'];
  const value = typeof header === 'string' ? header : header?.[0];
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'vi';
}

export function isMessageKey(value: string): value is keyof typeof ALL_MESSAGES {
  return Object.hasOwn(ALL_MESSAGES, value);
}

export function translate(key: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = isMessageKey(key) ? ALL_MESSAGES[key] : undefined;
  const template: string = entry ? entry[locale] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
