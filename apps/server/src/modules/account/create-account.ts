import { sql } from 'drizzle-orm';
import type { AccountType, ProfileEntry } from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { constraintOf, isUniqueViolation } from '../../platform/db/pg-errors.js';
import { conflict } from '../../platform/http/app-error.js';
import {
  emailTaken,
  insertAccount,
  profileOf,
  replaceProfile,
  usernameExists,
  type AccountRow,
} from './account.repository.js';
import { auditSnapshot } from './account-view.js';
import { hashPassword } from './passwords.js';

export interface CreateAccountInput {
  username: string;
  /** Plain text; hashed here with argon2id and never stored. */
  password: string;
  fullname: string;
  type: AccountType;
  email?: string | null;
  phone?: string | null;
  position?: string | null;
  parentId?: number | null;
  areaId?: number | null;
  zoneId?: number | null;
  /** Defaults to the account type (AD, KH, KT share permission sets by system key). */
  systemKey?: string;
  isSuperuser?: boolean;
  isActive?: boolean;
  profile?: ProfileEntry[];
  address?: string | null;
  taxCode?: string | null;
  /** Partner registration: the account starts pending (and should be inactive) with the partner's note. */
  registration?: { note: string | null };
  /** Who creates it; null for seeding, the command line and partner registration. */
  actorId?: number | null;
}

/**
 * Creates an account with its profile entries and the audit row. Used by the create-user call, demo
 * seeding and the create-admin command. Pass a transaction to make it part of a larger change.
 * A taken username or e-mail is a 409 naming the field.
 */
export async function createAccount(db: DbOrTx, input: CreateAccountInput): Promise<AccountRow> {
  const username = input.username.trim();
  if (await usernameExists(db, username)) throw conflict('account.username_taken', 'username');
  if (input.email && (await emailTaken(db, input.email))) throw conflict('account.email_taken', 'email');
  const passwordHash = await hashPassword(input.password);
  const actorId = input.actorId ?? null;
  let row: AccountRow;
  try {
    row = await insertAccount(db, {
      username,
      passwordHash,
      fullname: input.fullname.trim(),
      type: input.type,
      email: input.email ?? null,
      phone: input.phone ?? null,
      position: input.position ?? null,
      parentId: input.parentId ?? null,
      areaId: input.areaId ?? null,
      zoneId: input.zoneId ?? null,
      systemKey: input.systemKey ?? input.type,
      isSuperuser: input.isSuperuser ?? false,
      isActive: input.isActive ?? true,
      address: input.address ?? null,
      taxCode: input.taxCode ?? null,
      ...(input.registration
        ? {
            registrationStatus: 'pending' as const,
            registeredAt: sql`now()` as unknown as Date,
            registrationNote: input.registration.note,
          }
        : {}),
      createdBy: actorId,
      updatedBy: actorId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const field = constraintOf(error)?.includes('email') ? 'email' : 'username';
      throw conflict(field === 'email' ? 'account.email_taken' : 'account.username_taken', field);
    }
    throw error;
  }
  if (input.profile && input.profile.length > 0) await replaceProfile(db, row.id, input.profile);
  await recordAudit(db, {
    entity: 'account',
    entityId: row.id,
    action: 'create',
    actorId,
    after: auditSnapshot(row, await profileOf(db, row.id)),
  });
  return row;
}
