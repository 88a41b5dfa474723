import { useOrgUnitOptions } from '../api/org-units';

/**
 * Spec §7: the signed-in layout fetches the unit-organisation dropdown at start, so every staff form
 * opens with its units ready. Renders nothing; the query cache keeps the options.
 */
export function OrgUnitPrefetch() {
  useOrgUnitOptions();
  return null;
}
