import type { AuditActor } from '@kenh/contract';

/** An account's names as a change's actor. */
export interface ActorName {
  username: string;
  fullname: string;
}

/** Looks up the names of accounts by id (provided by the account module). */
export type ActorNameLookup = (accountIds: number[]) => Promise<Map<number, ActorName>>;

/**
 * How the platform names the actors of audit rows without importing the account module: the
 * account module hands its lookup over with `ctx.actors.provide(...)`. Until then (and for ids it
 * does not know) the names are null.
 */
export class ActorDirectory {
  private lookup: ActorNameLookup | undefined;

  provide(lookup: ActorNameLookup): void {
    if (this.lookup) throw new Error('An actor name lookup is already provided');
    this.lookup = lookup;
  }

  async names(accountIds: readonly number[]): Promise<Map<number, ActorName>> {
    const ids = [...new Set(accountIds)];
    if (!this.lookup || ids.length === 0) return new Map();
    return this.lookup(ids);
  }
}

/** The actor of one change as answers carry it, from the names `ActorDirectory.names` found. */
export function auditActorOf(actorId: number | null, names: Map<number, ActorName>): AuditActor {
  const name = actorId === null ? undefined : names.get(actorId);
  return { id: actorId, username: name?.username ?? null, fullname: name?.fullname ?? null };
}
