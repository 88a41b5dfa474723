import { i18next, type LocaleResources } from './i18n';

/**
 * Adds a module's namespaces to i18next (each namespace once). Modules hand their texts over through
 * a dynamic import, so they load with the module's first page instead of the start-up bundle.
 */
export async function loadNamespaces(load: () => Promise<LocaleResources>): Promise<void> {
  const resources = await load();
  for (const [locale, namespaces] of Object.entries(resources)) {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      if (!i18next.hasResourceBundle(locale, namespace))
        i18next.addResourceBundle(locale, namespace, texts, true, false);
    }
  }
}
