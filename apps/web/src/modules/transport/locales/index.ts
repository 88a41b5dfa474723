import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { transportEn } from './en';
import { transportVi } from './vi';

export const TRANSPORT_NS = 'transport';

export const transportResources = {
  vi: { [TRANSPORT_NS]: transportVi },
  en: { [TRANSPORT_NS]: transportEn },
} satisfies LocaleResources;

export type TransportMessages = typeof transportVi;

export const useTransportTexts = defineTexts(TRANSPORT_NS, { vi: transportVi, en: transportEn });
