import type { LocaleResources } from '../../../platform/i18n';
import { accountEn } from './en';
import { accountVi } from './vi';

export const accountResources = {
  vi: { account: accountVi },
  en: { account: accountEn },
} satisfies LocaleResources;

export type AccountMessages = typeof accountVi;
