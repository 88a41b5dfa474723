import type { PermissionCode } from '../access/permission-codes.js';

/** One action a record's status allows: who may run it and the status it leads to. */
export interface StatusTransition<S extends string> {
  to: S;
  /** Who may run it: one permission code, or several of which any one suffices. */
  permission: PermissionCode | readonly PermissionCode[];
  /** A destructive step (cancel, deactivate): shown in red and confirmed first. */
  danger?: boolean;
}

/**
 * A module's status machine, described once in the contract: per status, the actions it allows.
 * The server refuses an action the machine does not allow; the web shows only those buttons.
 */
export type StatusMachine<S extends string, A extends string> = {
  readonly [status in S]: Readonly<Partial<Record<A, StatusTransition<S>>>>;
};

/** Identity helper that keeps the literal statuses and actions of a machine. */
export function defineStatusMachine<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
): StatusMachine<S, A> {
  return machine;
}

/** The codes that each allow a transition (any one suffices). */
export function transitionPermissions<S extends string>(
  transition: StatusTransition<S>,
): readonly PermissionCode[] {
  return typeof transition.permission === 'string' ? [transition.permission] : transition.permission;
}

/** The actions `status` allows to a caller holding `can(permission)`, in the machine's order. */
export function allowedActions<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  status: S,
  can: (permission: PermissionCode) => boolean,
): { action: A; transition: StatusTransition<S> }[] {
  const transitions: Readonly<Partial<Record<A, StatusTransition<S>>>> = machine[status];
  return (Object.keys(transitions) as A[]).flatMap((action) => {
    const transition = transitions[action];
    return transition && transitionPermissions(transition).some(can) ? [{ action, transition }] : [];
  });
}
