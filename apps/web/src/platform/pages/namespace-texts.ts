import { useTranslation } from 'react-i18next';
import type { Locale } from '../i18n/language';

/**
 * One i18n style for every module: a namespace of typed texts (`texts.list.title`, checked by the
 * compiler) registered on first use, so components work in any tree with i18next (other modules'
 * pages, tests) without the app listing the namespace first.
 */
export function defineTexts<T extends object>(namespace: string, resources: Record<Locale, T>) {
  return function useNamespaceTexts(): T {
    const { i18n } = useTranslation();
    for (const [locale, texts] of Object.entries(resources)) {
      if (!i18n.hasResourceBundle(locale, namespace)) {
        i18n.addResourceBundle(locale, namespace, texts, true, false);
      }
    }
    const locale: Locale = i18n.language === 'en' ? 'en' : 'vi';
    return (i18n.getResourceBundle(locale, namespace) as T | undefined) ?? resources[locale];
  };
}

/** `{{name}}` placeholders filled from `params`. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
