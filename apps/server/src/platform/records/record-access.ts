import type { PermissionRequirement } from '@kenh/contract';
import { satisfies, type Caller } from '../auth/caller.js';

/**
 * How a caller may read a record of one entity kind. Used by the generic history call and by file
 * downloads: "permission-checked like the record". `canRead` adds record-level rules (own record,
 * data scope) on top of the permission.
 */
export interface RecordAccessRule {
  permission: PermissionRequirement;
  canRead?: (caller: Caller, entityId: string) => Promise<boolean>;
}

export class RecordAccessRegistry {
  private readonly rules = new Map<string, RecordAccessRule>();

  register(entity: string, rule: RecordAccessRule): void {
    if (this.rules.has(entity)) throw new Error(`Record access for ${entity} is registered twice`);
    this.rules.set(entity, rule);
  }

  entities(): string[] {
    return [...this.rules.keys()];
  }

  /** False for unknown entities: nothing is readable unless its module said how. */
  async canRead(caller: Caller, entity: string, entityId: string): Promise<boolean> {
    const rule = this.rules.get(entity);
    if (!rule) return false;
    if (caller.isSuperuser) return true;
    if (!satisfies(caller, rule.permission)) {
      return rule.canRead ? rule.canRead(caller, entityId) : false;
    }
    return true;
  }
}
