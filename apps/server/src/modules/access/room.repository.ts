import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { roomMembers, roomOwners, rooms } from './access.tables.js';

/** Owners of these rooms, by room id (a room without one is absent). */
export async function ownersOf(db: DbOrTx, roomIds: readonly number[]): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: roomOwners.roomId, accountId: roomOwners.accountId })
    .from(roomOwners)
    .where(inArray(roomOwners.roomId, [...roomIds]));
  return new Map(rows.map((r) => [r.roomId, r.accountId]));
}

export async function saveRoomOwner(tx: DbOrTx, roomId: number, accountId: number): Promise<void> {
  await tx
    .insert(roomOwners)
    .values({ roomId, accountId })
    .onConflictDoUpdate({ target: roomOwners.roomId, set: { accountId } });
}

/** Rooms the account is a member or the owner of, by name. */
export async function roomIdsOfAccount(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      or(
        sql`exists (select 1 from ${roomMembers} where ${roomMembers.setId} = ${rooms.id} and ${roomMembers.accountId} = ${accountId})`,
        sql`exists (select 1 from ${roomOwners} where ${roomOwners.roomId} = ${rooms.id} and ${roomOwners.accountId} = ${accountId})`,
      ),
    )
    .orderBy(rooms.name, rooms.id);
  return rows.map((r) => r.id);
}

/** Every account that is a member (owners are members too) of some room. */
export async function accountIdsInAnyRoom(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ accountId: roomMembers.accountId }).from(roomMembers);
  return rows.map((r) => r.accountId);
}

/** The account is being deleted: it owns no room any more (the rooms stay). */
export async function forgetRoomOwnerships(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.delete(roomOwners).where(eq(roomOwners.accountId, accountId));
}
