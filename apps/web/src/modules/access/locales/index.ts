import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { accessEn } from './en';
import { accessVi } from './vi';

export const ACCESS_NS = 'access';

export const accessResources = {
  vi: { [ACCESS_NS]: accessVi },
  en: { [ACCESS_NS]: accessEn },
} satisfies LocaleResources;

export const useAccessTexts = defineTexts(ACCESS_NS, { vi: accessVi, en: accessEn });
