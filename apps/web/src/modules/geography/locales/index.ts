import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { geographyEn } from './en';
import { geographyVi } from './vi';

export const GEOGRAPHY_NS = 'geography';

export const geographyResources = {
  vi: { [GEOGRAPHY_NS]: geographyVi },
  en: { [GEOGRAPHY_NS]: geographyEn },
} satisfies LocaleResources;

export type GeographyMessages = typeof geographyVi;

export { fill } from '../../../platform/pages/namespace-texts';

/** The geography texts in the page's language (the pickers work inside any module's page and in tests). */
export const useGeographyTexts = defineTexts(GEOGRAPHY_NS, { vi: geographyVi, en: geographyEn });
