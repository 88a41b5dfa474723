import { AUDITED_ENTITIES, type AuditedEntity, type PermissionRequirement } from '@kenh/contract';
import { satisfies, type Caller } from '../auth/caller.js';

/**
 * Who may read one record of an audited kind, outside its own module: its history
 * (`/platform/api/history/:entity/:id`) and its files. The rule is the same as the module's own
 * read endpoint — the permission AND the record rule (data scope, ownership of the parent…) — so
 * these generic calls can never show more than `GET <record>` would.
 */
export interface RecordAccessRule {
  /** The permission of the kind's read endpoint (an empty list: super users only). */
  permission: PermissionRequirement;
  /**
   * Narrows the permission for one record (its integer key; an entity id that cannot name one is
   * refused before any rule runs): the caller's data scope, a parent record's rule…
   * `'unscoped'` says on purpose that every holder of the permission may read every record (a
   * catalogue such as positions). Checked only after the permission holds; it can never widen it.
   */
  inScope: ((caller: Caller, id: number) => Promise<boolean>) | 'unscoped';
  /**
   * The one deliberate exception: the caller's own record (own account and avatar, own
   * notifications) is readable without the permission.
   */
  ownRecord?: (caller: Caller, id: number) => boolean | Promise<boolean>;
}

/**
 * The integer key an entity id names (audited records with rules have `serial` ids), or null when
 * it cannot name one — so a rule never sends "12abc" or 2^31 to the database.
 */
export function integerRecordId(entityId: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(entityId)) return null;
  const id = Number(entityId);
  return id <= 2_147_483_647 ? id : null;
}

export class RecordAccessRegistry {
  private readonly rules = new Map<AuditedEntity, RecordAccessRule>();

  register(entity: AuditedEntity, rule: RecordAccessRule): void {
    if (this.rules.has(entity)) throw new Error(`Record access for ${entity} is registered twice`);
    this.rules.set(entity, rule);
  }

  /** The rule of one kind, for "explain access" (modules/access), which must reason like `canRead`. */
  ruleOf(entity: AuditedEntity): RecordAccessRule | undefined {
    return this.rules.get(entity);
  }

  entities(): AuditedEntity[] {
    return [...this.rules.keys()];
  }

  /** Audited kinds no module has given a rule: the app refuses to start while there is one. */
  missing(): AuditedEntity[] {
    return AUDITED_ENTITIES.filter((entity) => !this.rules.has(entity));
  }

  assertComplete(): void {
    const missing = this.missing();
    if (missing.length > 0) throw new Error(`Audited records without an access rule: ${missing.join(', ')}`);
  }

  /** False for unknown kinds and ids: nothing is readable unless its module said how. */
  async canRead(caller: Caller, entity: string, entityId: string): Promise<boolean> {
    const rule = this.rules.get(entity as AuditedEntity);
    if (!rule) return false;
    if (caller.isSuperuser) return true;
    const id = integerRecordId(entityId);
    if (rule.ownRecord && id !== null && (await rule.ownRecord(caller, id))) return true;
    if (!satisfies(caller, rule.permission)) return false;
    if (rule.inScope === 'unscoped') return true;
    return id !== null && rule.inScope(caller, id);
  }
}
