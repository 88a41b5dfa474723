import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LocaleResources } from '../../../platform/i18n';
import { staffEn } from './en';
import { staffVi } from './vi';

export const STAFF_NS = 'staff';

export const staffResources = {
  vi: { [STAFF_NS]: staffVi },
  en: { [STAFF_NS]: staffEn },
} satisfies LocaleResources;

export type StaffMessages = typeof staffVi;

/**
 * Adds the namespace unless the app registered it already (the module's components are used inside
 * other modules' pages; same approach as the platform inputs).
 */
function register(i18n: I18n): void {
  for (const [locale, namespaces] of Object.entries(staffResources)) {
    if (!i18n.hasResourceBundle(locale, STAFF_NS)) {
      i18n.addResourceBundle(locale, STAFF_NS, namespaces[STAFF_NS], true, false);
    }
  }
}

/** `{{name}}` placeholders filled from `params`. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The staff texts in the page's language (re-renders when the language changes). */
export function useStaffTexts(): StaffMessages {
  const { i18n } = useTranslation();
  register(i18n);
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  return (
    (i18n.getResourceBundle(locale, STAFF_NS) as StaffMessages | undefined) ??
    staffResources[locale][STAFF_NS]
  );
}
