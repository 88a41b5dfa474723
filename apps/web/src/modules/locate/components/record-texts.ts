import { isOneOf, REGIONS } from '@kenh/contract';
import type { LocateMessages } from '../locales';
import { locatePaths } from '../paths';

/** Breadcrumbs of every areas-and-zones page below the list. */
export const listCrumb = (texts: LocateMessages) => ({ label: texts.list.title, to: locatePaths.list });

/** Labels of the audited area and zone fields, for the history tab. */
export function auditedFieldLabels(texts: LocateMessages): Record<string, string> {
  return {
    code: texts.fields.code,
    name: texts.fields.name,
    region: texts.fields.region,
    manager_id: texts.fields.manager,
    area_id: texts.fields.area,
    supervisor_id: texts.fields.supervisor,
    province_codes: texts.fields.provinces,
    note: texts.fields.note,
    is_active: texts.fields.status,
  };
}

/** A region's name in the history tab instead of its code. */
export function regionValue(texts: LocateMessages) {
  return (field: string, value: unknown): string | undefined =>
    field === 'region' && isOneOf(REGIONS, value) ? texts.regions[value] : undefined;
}
