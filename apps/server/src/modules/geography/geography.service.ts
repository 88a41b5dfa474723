import type { District, Province, Ward, WardMapping } from '@kenh/contract';
import { notFound } from '../../platform/http/app-error.js';
import { geographyData } from './geography.data.js';

/** Lookups over the in-memory data; unknown codes are 404 with the level named. */
export const geographyService = {
  async provinces(legacy: boolean): Promise<Province[]> {
    const data = await geographyData();
    return legacy ? data.legacyProvinces : data.provinces;
  },

  async districts(provinceCode: string): Promise<District[]> {
    const data = await geographyData();
    const code = provinceCode.padStart(2, '0');
    if (!data.legacyProvinceByCode.has(code)) throw notFound('geography.province_not_found');
    return data.districtsByProvince.get(code) ?? [];
  },

  async districtWards(districtCode: string): Promise<Ward[]> {
    const data = await geographyData();
    const code = districtCode.padStart(3, '0');
    if (!data.districtByCode.has(code)) throw notFound('geography.district_not_found');
    return data.legacyWardsByDistrict.get(code) ?? [];
  },

  async currentWards(provinceCode: string): Promise<Ward[]> {
    const data = await geographyData();
    const code = provinceCode.padStart(2, '0');
    if (!data.provinceByCode.has(code)) throw notFound('geography.province_not_found');
    return data.wardsByProvince.get(code) ?? [];
  },

  async wardMapping(legacyWardCode: string): Promise<WardMapping> {
    const data = await geographyData();
    const code = legacyWardCode.padStart(5, '0');
    if (!data.legacyWardByCode.has(code)) throw notFound('geography.ward_not_found');
    const mapping = data.mappings.get(code);
    if (!mapping) throw notFound('geography.mapping_not_found');
    return mapping;
  },
};
