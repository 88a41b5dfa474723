import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { locateEn } from './en';
import { locateVi } from './vi';

export const LOCATE_NS = 'locate';

export const locateResources = {
  vi: { [LOCATE_NS]: locateVi },
  en: { [LOCATE_NS]: locateEn },
} satisfies LocaleResources;

export type LocateMessages = typeof locateVi;

/** The locate texts in the page's language (also inside other modules' pages, which use its selects). */
export const useLocateTexts = defineTexts(LOCATE_NS, { vi: locateVi, en: locateEn });
