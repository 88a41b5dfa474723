import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { INPUTS_NS, inputsResources, type InputsMessages } from './locales';

/**
 * Adds the `inputs` namespace to i18next unless the app already registered it (through `RESOURCES`
 * in `app/i18n.ts`), so the inputs work in any tree that has i18next, tests included.
 */
export function registerInputsTexts(i18n: I18n): void {
  for (const [locale, namespaces] of Object.entries(inputsResources)) {
    if (!i18n.hasResourceBundle(locale, INPUTS_NS)) {
      i18n.addResourceBundle(locale, INPUTS_NS, namespaces[INPUTS_NS], true, false);
    }
  }
}

/** The inputs' texts in the page's language (re-renders the caller when the language changes). */
export function useInputsTexts(): InputsMessages {
  const { i18n } = useTranslation();
  registerInputsTexts(i18n);
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  return (
    (i18n.getResourceBundle(locale, INPUTS_NS) as InputsMessages | undefined) ??
    inputsResources[locale].inputs
  );
}
