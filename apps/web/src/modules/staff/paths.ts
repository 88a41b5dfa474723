/** Vietnamese paths of the staff pages; the English twins add `/en`. */
export const staffPaths = {
  root: '/staff-manager',
  records: '/staff-manager/m-staff',
  recordCreate: '/staff-manager/m-staff/create',
  record: '/staff-manager/m-staff/:id',
  accounts: '/staff-manager/staff',
  accountCreate: '/staff-manager/staff/create',
  account: '/staff-manager/staff/:id',
  /** Spec §2.2: optional id — without it, the caller's own record. */
  profile: '/staff/:id?',
  ownProfile: '/staff',
} as const;

export const recordPath = (id: number) => `/staff-manager/m-staff/${id}`;
export const accountStaffPath = (id: number) => `/staff-manager/staff/${id}`;
export const profilePath = (id: number) => `/staff/${id}`;
