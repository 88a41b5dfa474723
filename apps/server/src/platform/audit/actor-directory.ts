/** Looks up usernames of accounts by id (provided by the account module). */
export type ActorNameLookup = (accountIds: number[]) => Promise<Map<number, string>>;

/**
 * How the platform names the actors of audit rows without importing the account module: the
 * account module hands its lookup over with `ctx.actors.provide(...)`. Until then (and for ids it
 * does not know) usernames are null.
 */
export class ActorDirectory {
  private lookup: ActorNameLookup | undefined;

  provide(lookup: ActorNameLookup): void {
    if (this.lookup) throw new Error('An actor name lookup is already provided');
    this.lookup = lookup;
  }

  async usernames(accountIds: readonly number[]): Promise<Map<number, string>> {
    const ids = [...new Set(accountIds)];
    if (!this.lookup || ids.length === 0) return new Map();
    return this.lookup(ids);
  }
}
