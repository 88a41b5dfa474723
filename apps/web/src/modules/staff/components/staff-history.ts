import { GENDERS, isOneOf, MARITAL_STATUSES, STAFF_STATUSES, type StaffAddress } from '@kenh/contract';
import type { HistorySource } from '../../../platform/pages';
import type { StaffMessages } from '../locales';

const isAddress = (value: unknown): value is StaffAddress => typeof value === 'object' && value !== null;

/**
 * How a staff record's history reads: the trail names the stored columns (`birthDate`,
 * `positionId`), labelled here; genders, marital and work statuses by name, addresses as text.
 */
export function staffHistory(texts: StaffMessages, id: number): HistorySource {
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
    formatValue: (field, value) => {
      if (field === 'gender' && isOneOf(GENDERS, value)) return texts.genders[value];
      if (field === 'maritalStatus' && isOneOf(MARITAL_STATUSES, value)) return texts.marital[value];
      if (field === 'status' && isOneOf(STAFF_STATUSES, value)) return texts.statuses[value];
      if (field.endsWith('Address') && isAddress(value)) return value.text ?? undefined;
      return undefined;
    },
  };
}
