import {
  isPermissionCode,
  MODULE_ACTIONS,
  type ModuleAction,
  type ModulePermissionMap,
  type PermissionCode,
} from '@kenh/contract';

/** Per permission code, the actions granted (`view` whenever the code is granted at all). */
export type GridState = ReadonlyMap<string, ReadonlySet<ModuleAction>>;

/** A grant as the server stores it. */
export interface StoredGrant {
  permissions: readonly string[];
  module_permission: ModulePermissionMap;
}

/** A grant as the grid saves it: catalogue codes only. */
export interface GrantValue {
  permissions: PermissionCode[];
  module_permission: ModulePermissionMap;
}

/** A stored grant as the grid shows it: a listed code is at least viewable; map keys add their actions. */
export function gridOf(grant: StoredGrant): GridState {
  const state = new Map<string, Set<ModuleAction>>();
  for (const code of grant.permissions) state.set(code, new Set(['view']));
  for (const [code, actions] of Object.entries(grant.module_permission)) {
    const set = state.get(code) ?? new Set<ModuleAction>(['view']);
    for (const action of actions) set.add(action);
    state.set(code, set);
  }
  return state;
}

/**
 * What saving sends: every granted code in `permissions` (sorted) and in `module_permission` with
 * its actions in catalogue order — both say the same, so every check (`satisfies`, the web's
 * `allowsAction`) reads the grid alike. Map keys the grid does not show (module paths such as
 * `/user-manager`) are kept as they were; only catalogue codes go into `permissions`.
 */
export function grantOf(state: GridState): GrantValue {
  const granted = [...state.keys()].filter((key) => (state.get(key)?.size ?? 0) > 0).sort();
  return {
    permissions: granted.filter(isPermissionCode),
    module_permission: Object.fromEntries(
      granted.map((key) => [key, MODULE_ACTIONS.filter((a) => state.get(key)?.has(a))]),
    ),
  };
}

/**
 * Sets the cells (code × action) on or off. Granting an action grants `view`; taking `view` away
 * takes the whole row (a code that cannot be viewed grants nothing).
 */
export function setCells(
  state: GridState,
  codes: readonly string[],
  actions: readonly ModuleAction[],
  on: boolean,
): GridState {
  const next = new Map<string, Set<ModuleAction>>([...state].map(([code, set]) => [code, new Set(set)]));
  for (const code of codes) {
    const set = next.get(code) ?? new Set<ModuleAction>();
    if (on) {
      set.add('view');
      for (const action of actions) set.add(action);
    } else if (actions.includes('view')) {
      set.clear();
    } else {
      for (const action of actions) set.delete(action);
    }
    if (set.size === 0) next.delete(code);
    else next.set(code, set);
  }
  return next;
}

/** Whether every cell of these codes × actions is on. */
export function allOn(state: GridState, codes: readonly string[], actions: readonly ModuleAction[]): boolean {
  return codes.length > 0 && codes.every((code) => actions.every((a) => state.get(code)?.has(a)));
}

export function someOn(
  state: GridState,
  codes: readonly string[],
  actions: readonly ModuleAction[],
): boolean {
  return codes.some((code) => actions.some((a) => state.get(code)?.has(a)));
}
