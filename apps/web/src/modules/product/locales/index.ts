import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { productEn } from './en';
import { productVi } from './vi';

export const PRODUCT_NS = 'product';

export const productResources = {
  vi: { [PRODUCT_NS]: productVi },
  en: { [PRODUCT_NS]: productEn },
} satisfies LocaleResources;

export type ProductMessages = typeof productVi;

export const useProductTexts = defineTexts(PRODUCT_NS, { vi: productVi, en: productEn });
