import type { Translation } from '../../../platform/i18n';
import type { geographyVi } from './vi';

export const geographyEn: Translation<typeof geographyVi> = {
  province: 'Province/City',
  district: 'District',
  ward: 'Ward/Commune',
  street: 'House number, street',
  choose: 'Choose',
  chooseProvinceFirst: 'Choose a province first',
  chooseDistrictFirst: 'Choose a district first',
  mode2025: 'Current units (since 1 July 2025)',
  modeLegacy: 'Former address (before 1 July 2025)',
  now: 'Now: {{ward}}, {{province}}',
  nowUnknown: 'The current ward is not known',
  loading: 'Loading…',
};
