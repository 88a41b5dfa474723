import { createStaffBody, type CreateStaffBody, type StaffDetail, type StaffFields } from '@kenh/contract';
import { useContractForm } from '../../../platform/pages';

/** What the staff form holds: the record's fields and, on the account create page, a login (else null). */
export type StaffFormValues = CreateStaffBody;

function staffFormDefaults(s?: StaffDetail): StaffFormValues {
  return {
    fullname: s?.fullname ?? '',
    gender: s?.gender ?? null,
    birth_date: s?.birth_date ?? null,
    id_number: s?.id_number ?? '',
    id_issue_date: s?.id_issue_date ?? null,
    id_issue_place: s?.id_issue_place ?? '',
    permanent_address: s?.permanent_address ?? null,
    current_address: s?.current_address ?? null,
    marital_status: s?.marital_status ?? null,
    nationality: s?.nationality ?? 'VN',
    ethnicity: s?.ethnicity ?? null,
    join_date: s?.join_date ?? null,
    phone: s?.phone ?? '',
    email: s?.email ?? '',
    account_id: s?.account_id ?? null,
    position_id: s?.position_id ?? null,
    org_unit_id: s?.org_unit_id ?? null,
    office_id: s?.office_id ?? null,
    area_id: s?.area_id ?? null,
    zone_id: s?.zone_id ?? null,
    manager_id: s?.manager_id ?? null,
    status: s?.status ?? 'active',
    note: s?.note ?? '',
    relatives: (s?.relatives ?? []).map((r) => ({
      relation: r.relation,
      fullname: r.fullname,
      birth_year: r.birth_year,
      phone: r.phone ?? '',
      occupation: r.occupation ?? '',
    })),
    login: null,
  };
}

/**
 * The staff form on `create_staff`'s schema: the same checks as the server (CCCD 12 digits, phone,
 * dates); the login is checked only once it is asked for (null otherwise).
 */
export function useStaffForm(staff?: StaffDetail) {
  return useContractForm<typeof createStaffBody, StaffFormValues>(createStaffBody, staffFormDefaults(staff));
}

/** The record's own fields: only `create_staff` takes a login account. */
export function recordFields(values: CreateStaffBody): StaffFields {
  const fields = { ...values };
  delete fields.login;
  return fields;
}
