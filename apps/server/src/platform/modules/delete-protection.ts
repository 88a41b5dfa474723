import type { AuditedEntity } from '@kenh/contract';
import type { DbOrTx } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { isMessageKey } from '../http/locale.js';

/**
 * One kind of record that holds another: "staff records hold positions". Declared in the manifest
 * of the module whose rows point at the record (`deleteProtection`), or of the owning module for
 * its own children (an area's zones).
 */
export interface DeleteProtectionUsage {
  /** The record kind a delete is asked for. */
  record: AuditedEntity;
  /** Who holds it, for the registry's bookkeeping and errors (e.g. `'staff'`). */
  holder: string;
  /** How many holder rows point at the record (0 = none). */
  count: (db: DbOrTx, id: number) => Promise<number>;
  /**
   * Message key of the refusal (vi/en in the contract's catalogues), with `{n}` for the count:
   * it names what holds the record, e.g. "Chức vụ đang được {n} nhân sự sử dụng".
   */
  message: string;
}

/**
 * Every delete-protection usage of the app. A module asks `assertDeletable` inside the deleting
 * transaction; the first holder still counting rows refuses the delete with a 409 naming it.
 * Holders are asked in the order their modules registered (lower layers first).
 */
export class DeleteProtectionRegistry {
  private readonly usages = new Map<AuditedEntity, DeleteProtectionUsage[]>();

  register(usage: DeleteProtectionUsage): void {
    if (!isMessageKey(usage.message))
      throw new Error(`Delete protection message ${usage.message} is not in the catalogue`);
    const list = this.usages.get(usage.record) ?? [];
    if (list.some((u) => u.holder === usage.holder)) {
      throw new Error(`Delete protection of ${usage.record} by ${usage.holder} is registered twice`);
    }
    this.usages.set(usage.record, [...list, usage]);
  }

  /** The holders declared for a record kind, in order (for documentation and tests). */
  holdersOf(record: AuditedEntity): string[] {
    return (this.usages.get(record) ?? []).map((u) => u.holder);
  }

  /** Throws the 409 of the first holder still using the record; returns when nothing does. */
  async assertDeletable(db: DbOrTx, record: AuditedEntity, id: number): Promise<void> {
    for (const usage of this.usages.get(record) ?? []) {
      const n = await usage.count(db, id);
      if (n > 0) throw new AppError(409, usage.message, { params: { n } });
    }
  }
}

/** What a deleting service needs of the registry: the question, asked inside its transaction. */
export type DeleteGuard = Pick<DeleteProtectionRegistry, 'assertDeletable'>;
