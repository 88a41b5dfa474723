/** Vietnamese paths of the organisation pages; the English twins add `/en`. */
export const organizationPaths = {
  offices: '/staff-manager/office',
  officeCreate: '/staff-manager/office/create',
  office: (id: number | string) => `/staff-manager/office/${id}`,
  positions: '/staff-manager/position',
  positionCreate: '/staff-manager/position/create',
  position: (id: number | string) => `/staff-manager/position/${id}`,
  organization: '/staff-manager/organization',
  /** With a parent preset: `?parent_id=12`. */
  unitCreate: (parentId?: number) =>
    parentId === undefined
      ? '/staff-manager/organization/create'
      : `/staff-manager/organization/create?parent_id=${parentId}`,
  unit: (id: number | string) => `/staff-manager/organization/${id}`,
  /** The company profile printed on documents: a setting (the gear). */
  companyProfile: '/settings/company',
} as const;
