import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { orderEn } from './en';
import { orderVi } from './vi';

export const ORDER_NS = 'order';

export const orderResources = {
  vi: { [ORDER_NS]: orderVi },
  en: { [ORDER_NS]: orderEn },
} satisfies LocaleResources;

export type OrderMessages = typeof orderVi;

export const useOrderTexts = defineTexts(ORDER_NS, { vi: orderVi, en: orderEn });
