import {
  ETHNICITIES,
  NATIONALITIES,
  RELATIONS,
  type Locale,
  type MasterItem,
  type StaffAddress,
} from '@kenh/contract';
import type { HistorySource } from '../../../platform/pages';
import type { StaffMessages } from '../locales';

const isAddress = (value: unknown): value is StaffAddress => typeof value === 'object' && value !== null;

/** A master-data code (nationality `VN`, ethnicity `01`, relation `mother`) by its name. */
const masterName = (items: readonly MasterItem[], code: unknown, locale: Locale) =>
  items.find((item) => item.code === code)?.[locale];

/** A relative as the trail stores it (`mother: Lê Thị Oanh`), with the relation named. */
function relativeText(entry: unknown, locale: Locale): string {
  const text = String(entry);
  const split = text.indexOf(': ');
  if (split < 0) return text;
  const relation = text.slice(0, split);
  return `${masterName(RELATIONS, relation, locale) ?? relation}: ${text.slice(split + 2)}`;
}

/**
 * How a staff record's history reads: the trail names the stored columns (`birthDate`,
 * `positionId`), labelled here; genders, marital and work statuses, nationalities, ethnicities and
 * relations by name, addresses as text (the referenced position, unit… are named by the kit).
 */
export function staffHistory(texts: StaffMessages, id: number, locale: Locale): HistorySource {
  const f = texts.fields;
  return {
    entity: 'staff',
    id,
    fieldLabels: {
      code: f.code,
      accountId: f.account,
      fullname: f.fullname,
      gender: f.gender,
      birthDate: f.birthDate,
      idNumber: f.idNumber,
      idIssueDate: f.idIssueDate,
      idIssuePlace: f.idIssuePlace,
      permanentAddress: f.permanentAddress,
      currentAddress: f.currentAddress,
      maritalStatus: f.maritalStatus,
      nationality: f.nationality,
      ethnicity: f.ethnicity,
      joinDate: f.joinDate,
      phone: f.phone,
      email: f.email,
      positionId: f.position,
      orgUnitId: f.orgUnit,
      officeId: f.office,
      areaId: f.area,
      zoneId: f.zone,
      managerId: f.manager,
      status: f.status,
      note: f.note,
      relatives: texts.sections.relatives,
    },
    valueLabels: { gender: texts.genders, maritalStatus: texts.marital, status: texts.statuses },
    formatValue: (field, value) => {
      if (field.endsWith('Address') && isAddress(value)) return value.text ?? undefined;
      if (field === 'nationality') return masterName(NATIONALITIES, value, locale);
      if (field === 'ethnicity') return masterName(ETHNICITIES, value, locale);
      if (field === 'relatives' && Array.isArray(value) && value.length > 0)
        return value.map((entry) => relativeText(entry, locale)).join(', ');
      return undefined;
    },
  };
}
