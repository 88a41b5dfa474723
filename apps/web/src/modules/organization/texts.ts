import { useCallback } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NS, organizationResources, type OrganizationMessages } from './locales';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the module's texts: `'position.title'`. */
export type OrganizationKey = Leaves<OrganizationMessages>;

/** Adds the `organization` namespace to i18next unless the app already registered it. */
export function registerOrganizationTexts(i18n: I18n): void {
  for (const [locale, namespaces] of Object.entries(organizationResources)) {
    if (!i18n.hasResourceBundle(locale, ORGANIZATION_NS)) {
      i18n.addResourceBundle(locale, ORGANIZATION_NS, namespaces[ORGANIZATION_NS], true, false);
    }
  }
}

function lookup(bundle: unknown, key: string): string {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/**
 * The module's texts in the page's language: `t('unit.expand', { name })` fills `{{name}}`. Works
 * whether or not the app lists the namespace in RESOURCES (it is added here when missing).
 */
export function useOrgText() {
  const { i18n } = useTranslation();
  registerOrganizationTexts(i18n);
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  const bundle =
    (i18n.getResourceBundle(locale, ORGANIZATION_NS) as OrganizationMessages | undefined) ??
    organizationResources[locale].organization;
  return useCallback(
    (key: OrganizationKey, params: Record<string, string | number> = {}) =>
      lookup(bundle, key).replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
        name in params ? String(params[name]) : match,
      ),
    [bundle],
  );
}
