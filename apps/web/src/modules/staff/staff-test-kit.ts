import type { Staff, StaffDetail } from '@kenh/contract';

/** Staff records as the endpoints answer them, for the module's page tests. */
const ref = (id: number, name: string) => ({ id, name });

export const STAFF: Staff = {
  id: 5,
  code: 'NV0005',
  fullname: 'Trần Thị Bình',
  gender: 'female',
  birth_date: null,
  id_number: null,
  id_issue_date: null,
  id_issue_place: null,
  permanent_address: null,
  current_address: null,
  marital_status: null,
  nationality: null,
  ethnicity: null,
  join_date: '2026-01-05',
  phone: '0901234567',
  email: null,
  account_id: null,
  account: null,
  position_id: 2,
  position: ref(2, 'Giám sát khu vực'),
  org_unit_id: null,
  org_unit: null,
  office_id: null,
  office: null,
  area_id: 1,
  area: ref(1, 'Tây Nguyên'),
  zone_id: null,
  zone: null,
  manager_id: null,
  manager: null,
  status: 'active',
  note: null,
  created_at: '2026-01-05T01:00:00.000Z',
  updated_at: '2026-01-05T01:00:00.000Z',
};

export const STAFF_DETAIL: StaffDetail = {
  ...STAFF,
  birth_date: '1990-03-15',
  relatives: [],
  report_count: 0,
};
