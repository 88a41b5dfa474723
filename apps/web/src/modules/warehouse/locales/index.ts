import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { warehouseEn } from './en';
import { warehouseVi } from './vi';

export const WAREHOUSE_NS = 'warehouse';

export const warehouseResources = {
  vi: { [WAREHOUSE_NS]: warehouseVi },
  en: { [WAREHOUSE_NS]: warehouseEn },
} satisfies LocaleResources;

export type WarehouseMessages = typeof warehouseVi;

export const useWarehouseTexts = defineTexts(WAREHOUSE_NS, { vi: warehouseVi, en: warehouseEn });
