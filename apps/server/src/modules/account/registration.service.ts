import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fileDownloadUrl,
  REGISTRATION_FILE_TYPES,
  type Page,
  type RegisterFields,
  type Registration,
  type RegistrationType,
  type registrationListQuery,
} from '@kenh/contract';
import type { AppContext } from '../../platform/app-context.js';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import {
  detectFileType,
  findFile,
  findFilesById,
  saveUpload,
  type StoredFile,
} from '../../platform/files/index.js';
import { AppError, conflict, notFound } from '../../platform/http/app-error.js';
import { registrationNotice } from './account-notices.js';
import type { AccountPortFunctions } from './account.ports.js';
import { updateAccount, type AccountRow } from './account.repository.js';
import { accountScopeCondition } from './account-scope.js';
import { createAccount } from './create-account.js';
import {
  closePendingRegistrations,
  findRegistrations,
  listRegistrationRows,
} from './registration.repository.js';

type ListQuery = z.infer<typeof registrationListQuery>;

export interface RegisterInput {
  fields: RegisterFields;
  file: { filename: string; data: Buffer } | null;
}

const registrationNotFound = () => notFound('account.registration_not_found');
const alreadyHandled = () => conflict('account.registration_handled');

/**
 * Partner registration (docs/accounts.md): a partner signs up, staff holding `user.update` are
 * notified, and one of them confirms it with the call of its type, or refuses it.
 * Status: pending → confirmed | refused.
 */
export function createRegistrationService(ctx: AppContext, deps: AccountPortFunctions) {
  const db = ctx.db;

  async function view(tx: DbOrTx, row: AccountRow): Promise<Registration> {
    const file = row.registrationFileId ? await findFile(tx, row.registrationFileId) : undefined;
    return registrationView(row, file);
  }

  function registrationView(row: AccountRow, file: StoredFile | undefined): Registration {
    return {
      id: row.id,
      type: row.type as RegistrationType,
      status: row.registrationStatus ?? 'pending',
      username: row.username,
      fullname: row.fullname,
      phone: row.phone,
      email: row.email,
      address: row.address,
      tax_code: row.taxCode,
      note: row.registrationNote,
      file: file
        ? {
            id: file.id,
            name: file.originalName,
            mime: file.mime,
            size: file.size,
            url: fileDownloadUrl(file.id),
          }
        : null,
      registered_at: (row.registeredAt ?? row.createdAt).toISOString(),
      handled_at: row.registrationHandledAt ? row.registrationHandledAt.toISOString() : null,
      handled_by: row.registrationHandledBy,
      refusal_reason: row.registrationRefusalReason,
    };
  }

  /** Creates the inactive, pending account, stores its document and tells the staff, all or nothing. */
  async function register(input: RegisterInput): Promise<{ id: number; status: 'pending' }> {
    if (input.file) {
      const mime = detectFileType(input.file.data);
      if (!mime || !(REGISTRATION_FILE_TYPES as readonly string[]).includes(mime)) {
        throw new AppError(415, 'account.registration_file_type');
      }
    }
    const { fields } = input;
    return db.transaction(async (tx) => {
      const row = await createAccount(tx, {
        username: fields.username,
        password: fields.password,
        fullname: fields.fullname,
        type: fields.type,
        email: fields.email ?? null,
        phone: fields.phone,
        address: fields.address ?? null,
        taxCode: fields.tax_code ?? null,
        isActive: false,
        registration: { note: fields.note ?? null },
        actorId: null,
      });
      await deps.accountSaved(tx, row);
      if (input.file) {
        const stored = await saveUpload(ctx, tx, input.file, {
          entity: 'account',
          entityId: row.id,
          uploadedBy: null,
        });
        await updateAccount(tx, row.id, { registrationFileId: stored.id });
        await recordAudit(tx, {
          entity: 'account',
          entityId: row.id,
          action: 'update',
          actorId: null,
          before: { registrationFileId: null },
          after: { registrationFileId: stored.id },
        });
      }
      // Those who can open it: a new registration has no area yet, so unrestricted holders only.
      const about = { area: row.areaId, zone: row.zoneId, account: row.id };
      const staff = await deps.staffHolding(tx, 'user.update', about);
      await deps.notify(tx, staff, registrationNotice({ ...row, type: fields.type }));
      return { id: row.id, status: 'pending' as const };
    });
  }

  async function list(caller: Caller, query: ListQuery): Promise<Page<Registration>> {
    const { rows, total, capped } = await listRegistrationRows(db, {
      scope: accountScopeCondition(caller.scope),
      status: query.status,
      type: query.type,
      page: query.page,
      pageSize: query.page_size,
    });
    // One query for every row's document, not one per row.
    const documents = await findFilesById(
      db,
      rows.flatMap((row) => (row.registrationFileId ? [row.registrationFileId] : [])),
    );
    const results = rows.map((row) =>
      registrationView(row, row.registrationFileId ? documents.get(row.registrationFileId) : undefined),
    );
    return { results, total, ...(capped ? { total_capped: true } : {}) };
  }

  /** One registration within the caller's data scope (a pending one has no area yet: unrestricted callers only). */
  async function get(caller: Caller, id: number): Promise<Registration> {
    const [row] = await findRegistrations(db, [id], accountScopeCondition(caller.scope));
    if (!row) throw registrationNotFound();
    return view(db, row);
  }

  /**
   * The registrations to handle: all exist within the caller's data scope (404, like `get`), are of
   * `type` when given and still pending (409).
   */
  async function pendingOf(
    tx: DbOrTx,
    caller: Caller,
    ids: number[],
    type?: RegistrationType,
  ): Promise<AccountRow[]> {
    const rows = await findRegistrations(tx, ids, accountScopeCondition(caller.scope));
    if (rows.length !== ids.length) throw registrationNotFound();
    for (const row of rows) {
      if (type && row.type !== type) {
        throw new AppError(409, 'account.registration_wrong_type', { params: { type: row.type } });
      }
      if (row.registrationStatus !== 'pending' || row.isDeleted) throw alreadyHandled();
    }
    return rows;
  }

  /** Activates pending registrations of one type (each confirm call is for one type), audited. */
  async function confirm(caller: Caller, ids: number[], type: RegistrationType): Promise<AccountRow[]> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      await pendingOf(tx, caller, unique, type);
      const closed = await closePendingRegistrations(tx, unique, {
        isActive: true,
        registrationStatus: 'confirmed',
        registrationHandledBy: caller.accountId,
        updatedBy: caller.accountId,
      });
      // Someone else handled one meanwhile: nothing changes.
      if (closed.length !== unique.length) throw alreadyHandled();
      await recordAudits(
        tx,
        closed.map((row) => ({
          entity: 'account',
          entityId: row.id,
          action: 'registration_confirm',
          actorId: caller.accountId,
          before: { is_active: false, registration_status: 'pending' },
          after: { is_active: true, registration_status: 'confirmed' },
        })),
      );
      return closed;
    });
  }

  async function confirmOne(caller: Caller, id: number, type: RegistrationType): Promise<Registration> {
    const [row] = await confirm(caller, [id], type);
    return view(db, row!);
  }

  async function confirmCollaborators(caller: Caller, ids: number[]): Promise<{ updated: number }> {
    return { updated: (await confirm(caller, ids, 'CTV')).length };
  }

  /**
   * Refuses a pending registration of any type: marked refused and soft-deleted (like any deleted
   * account), which frees its username and e-mail for a new registration.
   */
  async function refuse(caller: Caller, id: number, reason: string | null): Promise<Registration> {
    return db.transaction(async (tx) => {
      await pendingOf(tx, caller, [id]);
      const [row] = await closePendingRegistrations(tx, [id], {
        isActive: false,
        isDeleted: true,
        deletedAt: sql`now()` as unknown as Date,
        registrationStatus: 'refused',
        registrationRefusalReason: reason,
        registrationHandledBy: caller.accountId,
        updatedBy: caller.accountId,
      });
      if (!row) throw alreadyHandled();
      await deps.onAccountDeleted(tx, id);
      await recordAudit(tx, {
        entity: 'account',
        entityId: id,
        action: 'registration_refuse',
        actorId: caller.accountId,
        before: { registration_status: 'pending', is_deleted: false },
        after: { registration_status: 'refused', is_deleted: true, reason },
      });
      return view(tx, row);
    });
  }

  return { register, list, get, confirmOne, confirmCollaborators, refuse };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
