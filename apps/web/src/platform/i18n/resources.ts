import type { LocaleResources } from './i18n';
import { commonEn } from './locales/en';
import { commonVi } from './locales/vi';

export const commonResources = {
  vi: { common: commonVi },
  en: { common: commonEn },
} satisfies LocaleResources;

export type CommonMessages = typeof commonVi;
