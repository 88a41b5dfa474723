import type { OrganizationMessages } from '../locales';
import { organizationPaths } from '../paths';

/** Breadcrumbs of the pages below each list (the record's kind is named here, not in its title). */
export const positionCrumbs = (texts: OrganizationMessages) => [
  { label: texts.position.title, to: organizationPaths.positions },
];
export const officeCrumbs = (texts: OrganizationMessages) => [
  { label: texts.office.title, to: organizationPaths.offices },
];
export const unitCrumbs = (texts: OrganizationMessages) => [
  { label: texts.unit.title, to: organizationPaths.organization },
];

/** A route's `:id` as a record id, or 0 (no such record) when it is not a positive integer. */
export function recordId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
