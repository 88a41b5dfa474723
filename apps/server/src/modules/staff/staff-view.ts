import type { Staff, StaffDetail } from '@kenh/contract';
import type { RelativeRow, StaffListRow, StaffRow } from './staff.repository.js';

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** A joined row as the contract's `staff` shape (`usernames` fills `account`). */
export function toStaff(row: StaffListRow, usernames: Map<number, string>): Staff {
  const username = row.accountId !== null ? usernames.get(row.accountId) : undefined;
  return {
    id: row.id,
    code: row.code,
    fullname: row.fullname,
    gender: row.gender,
    birth_date: row.birthDate,
    id_number: row.idNumber,
    id_issue_date: row.idIssueDate,
    id_issue_place: row.idIssuePlace,
    permanent_address: row.permanentAddress ?? null,
    current_address: row.currentAddress ?? null,
    marital_status: row.maritalStatus,
    nationality: row.nationality,
    ethnicity: row.ethnicity,
    join_date: row.joinDate,
    phone: row.phone,
    email: row.email,
    account_id: row.accountId,
    account: row.accountId !== null && username !== undefined ? { id: row.accountId, username } : null,
    position_id: row.positionId,
    position: ref(row.positionId, row.positionName),
    org_unit_id: row.orgUnitId,
    org_unit: ref(row.orgUnitId, row.orgUnitName),
    office_id: row.officeId,
    office: ref(row.officeId, row.officeName),
    area_id: row.areaId,
    area: ref(row.areaId, row.areaName),
    zone_id: row.zoneId,
    zone: ref(row.zoneId, row.zoneName),
    manager_id: row.managerId,
    manager:
      row.managerId !== null && row.managerCode !== null && row.managerFullname !== null
        ? { id: row.managerId, code: row.managerCode, fullname: row.managerFullname }
        : null,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toStaffDetail(
  row: StaffListRow,
  usernames: Map<number, string>,
  relatives: RelativeRow[],
  reports: number,
): StaffDetail {
  return {
    ...toStaff(row, usernames),
    relatives: relatives.map((r) => ({
      id: r.id,
      relation: r.relation,
      fullname: r.fullname,
      birth_year: r.birthYear,
      phone: r.phone,
      occupation: r.occupation,
    })),
    report_count: reports,
  };
}

/** What the audit trail keeps of a record (relatives as a list of names). */
export function auditSnapshot(row: StaffRow, relatives?: { relation: string; fullname: string }[]) {
  return {
    ...row,
    relatives: relatives?.map((r) => `${r.relation}: ${r.fullname}`),
  };
}
