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

/**
 * The history tab's words for stored codes: a region by its name, the provinces a zone covers by
 * theirs (from the province list the zone form loads).
 */
export function auditedValueLabels(
  texts: LocateMessages,
  provinces: readonly { code: string; name: string }[],
): Record<string, Record<string, string>> {
  return {
    region: texts.regions,
    province_codes: Object.fromEntries(provinces.map((p) => [p.code, p.name])),
  };
}
