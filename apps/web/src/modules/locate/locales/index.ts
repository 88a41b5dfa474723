import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LocaleResources } from '../../../platform/i18n';
import { locateEn } from './en';
import { locateVi } from './vi';

export const LOCATE_NS = 'locate';

export const locateResources = {
  vi: { [LOCATE_NS]: locateVi },
  en: { [LOCATE_NS]: locateEn },
} satisfies LocaleResources;

export type LocateMessages = typeof locateVi;

/**
 * Adds the namespace unless the app registered it already (the module's components are used inside
 * other modules' pages; same approach as the platform inputs).
 */
function register(i18n: I18n): void {
  for (const [locale, namespaces] of Object.entries(locateResources)) {
    if (!i18n.hasResourceBundle(locale, LOCATE_NS)) {
      i18n.addResourceBundle(locale, LOCATE_NS, namespaces[LOCATE_NS], true, false);
    }
  }
}

/** `{{name}}` placeholders filled from `params`. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The locate texts in the page's language (re-renders when the language changes). */
export function useLocateTexts(): LocateMessages {
  const { i18n } = useTranslation();
  register(i18n);
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  return (
    (i18n.getResourceBundle(locale, LOCATE_NS) as LocateMessages | undefined) ??
    locateResources[locale][LOCATE_NS]
  );
}
