import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { partnerEn } from './en';
import { partnerVi } from './vi';

export const PARTNER_NS = 'partner';

export const partnerResources = {
  vi: { [PARTNER_NS]: partnerVi },
  en: { [PARTNER_NS]: partnerEn },
} satisfies LocaleResources;

export type PartnerMessages = typeof partnerVi;

export const usePartnerTexts = defineTexts(PARTNER_NS, { vi: partnerVi, en: partnerEn });
