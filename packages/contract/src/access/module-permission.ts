import { z } from 'zod';
import { MODULE_ACTIONS } from './permission-codes.js';

/** Module path (e.g. "/staff-manager/office") → allowed actions; a granted path allows at least view. */
export const modulePermissionMapSchema = z.record(
  z.string().min(1).max(255),
  z.array(z.enum(MODULE_ACTIONS)),
);
export type ModulePermissionMap = z.infer<typeof modulePermissionMapSchema>;

/** Union of several grants: every path and every action any of them allows. */
export function mergeModulePermissions(maps: readonly ModulePermissionMap[]): ModulePermissionMap {
  const merged: Record<string, Set<string>> = {};
  for (const map of maps) {
    for (const [path, actions] of Object.entries(map)) {
      const set = (merged[path] ??= new Set(['view']));
      for (const action of actions) set.add(action);
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([path, set]) => [path, MODULE_ACTIONS.filter((a) => set.has(a))]),
  );
}
