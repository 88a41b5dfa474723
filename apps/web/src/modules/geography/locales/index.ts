import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LocaleResources } from '../../../platform/i18n';
import { geographyEn } from './en';
import { geographyVi } from './vi';

export const GEOGRAPHY_NS = 'geography';

export const geographyResources = {
  vi: { [GEOGRAPHY_NS]: geographyVi },
  en: { [GEOGRAPHY_NS]: geographyEn },
} satisfies LocaleResources;

export type GeographyMessages = typeof geographyVi;

/**
 * Adds the namespace unless the app registered it already, so the picker works inside any module's
 * page and in tests (same approach as the platform inputs).
 */
function register(i18n: I18n): void {
  for (const [locale, namespaces] of Object.entries(geographyResources)) {
    if (!i18n.hasResourceBundle(locale, GEOGRAPHY_NS)) {
      i18n.addResourceBundle(locale, GEOGRAPHY_NS, namespaces[GEOGRAPHY_NS], true, false);
    }
  }
}

/** `{{name}}` placeholders filled from `params`. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The geography texts in the page's language. */
export function useGeographyTexts(): GeographyMessages {
  const { i18n } = useTranslation();
  register(i18n);
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  return (
    (i18n.getResourceBundle(locale, GEOGRAPHY_NS) as GeographyMessages | undefined) ??
    geographyResources[locale][GEOGRAPHY_NS]
  );
}
