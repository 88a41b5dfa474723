import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { PushToken } from '@kenh/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { pushTokens, type PushTokenRow } from './push-token.tables.js';

export function toPushToken(row: PushTokenRow): PushToken {
  return {
    id: row.id,
    device_token: row.deviceToken,
    user: row.userId,
    system: row.system,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface NewPushToken {
  userId: number;
  deviceToken: string;
  system: number;
  type: string;
}

/** Inserts the user's token, or touches `updated_at` (and system/type) when it is already there. */
export async function upsertToken(
  db: DbOrTx,
  token: NewPushToken,
): Promise<{ row: PushTokenRow; created: boolean }> {
  const [result] = await db
    .insert(pushTokens)
    .values(token)
    .onConflictDoUpdate({
      target: [pushTokens.userId, pushTokens.deviceToken],
      set: { system: token.system, type: token.type, updatedAt: sql`now()` },
    })
    // xmax is 0 only on a freshly inserted row version, not on one the conflict updated.
    .returning({ ...getTableColumns(pushTokens), created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = result!;
  return { row, created };
}

/** Removes the device from every other account (a device registered as belonging to one user). */
export async function deleteDeviceOfOtherUsers(
  db: DbOrTx,
  deviceToken: string,
  userId: number,
): Promise<PushTokenRow[]> {
  return db
    .delete(pushTokens)
    .where(and(eq(pushTokens.deviceToken, deviceToken), ne(pushTokens.userId, userId)))
    .returning();
}

export function tokensOfUser(db: DbOrTx, userId: number): Promise<PushTokenRow[]> {
  return db.select().from(pushTokens).where(eq(pushTokens.userId, userId)).orderBy(asc(pushTokens.id));
}

/** Tokens of several users (the push worker's recipients). */
export function tokensOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<PushTokenRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushTokens)
    .where(inArray(pushTokens.userId, [...new Set(userIds)]))
    .orderBy(asc(pushTokens.id));
}

/** Locks the rows of these ids (for an all-or-nothing delete); returns those that exist. */
export function lockTokens(db: DbOrTx, ids: readonly number[]): Promise<PushTokenRow[]> {
  return db
    .select()
    .from(pushTokens)
    .where(inArray(pushTokens.id, [...new Set(ids)]))
    .for('update');
}

export async function deleteTokens(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushTokens).where(inArray(pushTokens.id, [...ids]));
}
