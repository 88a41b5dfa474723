import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { priceListEn } from './en';
import { priceListVi } from './vi';

export const PRICE_LIST_NS = 'price-list';

export const priceListResources = {
  vi: { [PRICE_LIST_NS]: priceListVi },
  en: { [PRICE_LIST_NS]: priceListEn },
} satisfies LocaleResources;

export const usePriceListTexts = defineTexts(PRICE_LIST_NS, { vi: priceListVi, en: priceListEn });
