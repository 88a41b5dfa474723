import { PAGES_NS, pagesResources } from './locales';
import { defineTexts } from './namespace-texts';

/** The page kit's texts in the page's language. */
export const usePagesTexts = defineTexts(PAGES_NS, {
  vi: pagesResources.vi[PAGES_NS],
  en: pagesResources.en[PAGES_NS],
});
