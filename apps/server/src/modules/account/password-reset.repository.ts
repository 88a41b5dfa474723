import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PasswordRequestStatus } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { accounts, passwordOtps, passwordRequests, passwordResetTokens } from './account.tables.js';

const secondsFromNow = (seconds: number) => sql`now() + (${seconds}::int * interval '1 second')`;

// --- OTP codes ----------------------------------------------------------------------------------

/** Seconds until another OTP may be sent to the account (0 when it may be sent now). */
export async function otpCooldownLeft(
  db: DbOrTx,
  accountId: number,
  cooldownSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({
      left: sql<number>`ceil(extract(epoch from (${passwordOtps.createdAt} + (${cooldownSeconds}::int * interval '1 second') - now())))::int`,
    })
    .from(passwordOtps)
    .where(eq(passwordOtps.accountId, accountId))
    .orderBy(desc(passwordOtps.id))
    .limit(1);
  return Math.max(0, row?.left ?? 0);
}

/** Retires every unused code of the account (a new code replaces them; a reset ends them). */
export async function retireOtps(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .update(passwordOtps)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordOtps.accountId, accountId), isNull(passwordOtps.consumedAt)));
}

export async function insertOtp(
  db: DbOrTx,
  values: { accountId: number; codeHash: string; ttlSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(passwordOtps)
    .values({
      accountId: values.accountId,
      codeHash: values.codeHash,
      expiresAt: secondsFromNow(values.ttlSeconds),
    })
    .returning({ id: passwordOtps.id });
  return row!.id;
}

export async function deleteOtp(db: DbOrTx, id: number): Promise<void> {
  await db.delete(passwordOtps).where(eq(passwordOtps.id, id));
}

/**
 * Spends one attempt on the account's newest usable code and returns it; undefined when there is
 * none (none sent, expired, used, or out of attempts). Atomic, so parallel guesses cannot exceed the limit.
 */
export async function claimOtpAttempt(
  db: DbOrTx,
  accountId: number,
  maxAttempts: number,
): Promise<{ id: number; codeHash: string } | undefined> {
  const newest = db
    .select({ id: passwordOtps.id })
    .from(passwordOtps)
    .where(eq(passwordOtps.accountId, accountId))
    .orderBy(desc(passwordOtps.id))
    .limit(1);
  const [row] = await db
    .update(passwordOtps)
    .set({ attempts: sql`${passwordOtps.attempts} + 1` })
    .where(
      and(
        sql`${passwordOtps.id} = (${newest})`,
        isNull(passwordOtps.consumedAt),
        sql`${passwordOtps.expiresAt} > now()`,
        sql`${passwordOtps.attempts} < ${maxAttempts}::int`,
      ),
    )
    .returning({ id: passwordOtps.id, codeHash: passwordOtps.codeHash });
  return row;
}

/** Marks the code used; false if another request used it first. */
export async function consumeOtp(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordOtps)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordOtps.id, id), isNull(passwordOtps.consumedAt)))
    .returning({ id: passwordOtps.id });
  return rows.length > 0;
}

// --- reset tokens -------------------------------------------------------------------------------

export async function insertResetToken(
  db: DbOrTx,
  values: { tokenHash: string; accountId: number; ttlSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    tokenHash: values.tokenHash,
    accountId: values.accountId,
    expiresAt: secondsFromNow(values.ttlSeconds),
  });
}

/** Uses a reset token once; the account id, or undefined when unknown, used or expired. */
export async function useResetToken(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return row?.accountId;
}

/** Cheap pre-check before hashing a new password: is the token unused and unexpired? */
export async function resetTokenUsable(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function retireResetTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

// --- staff-assisted requests --------------------------------------------------------------------

export type PasswordRequestRow = typeof passwordRequests.$inferSelect;

export async function findPendingRequest(
  db: DbOrTx,
  accountId: number,
): Promise<PasswordRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordRequests)
    .where(and(eq(passwordRequests.accountId, accountId), eq(passwordRequests.status, 'pending')))
    .limit(1);
  return row;
}

export async function insertRequest(db: DbOrTx, accountId: number): Promise<PasswordRequestRow> {
  const [row] = await db.insert(passwordRequests).values({ accountId }).returning();
  return row!;
}

export async function findRequest(db: DbOrTx, id: number, accountScope?: SQL) {
  const [row] = await db
    .select({ request: passwordRequests })
    .from(passwordRequests)
    .innerJoin(accounts, eq(accounts.id, passwordRequests.accountId))
    .where(and(eq(passwordRequests.id, id), eq(accounts.isDeleted, false), accountScope))
    .limit(1);
  return row?.request;
}

/** Moves a pending request to done/refused; undefined when it was not pending any more. */
export async function closeRequest(
  db: DbOrTx,
  id: number,
  status: Exclude<PasswordRequestStatus, 'pending'>,
  handledBy: number,
): Promise<PasswordRequestRow | undefined> {
  const [row] = await db
    .update(passwordRequests)
    .set({ status, handledBy, handledAt: sql`now()` })
    .where(and(eq(passwordRequests.id, id), eq(passwordRequests.status, 'pending')))
    .returning();
  return row;
}

export async function listRequests(
  db: DbOrTx,
  filter: {
    status?: PasswordRequestStatus | undefined;
    accountScope?: SQL | undefined;
    page: number;
    pageSize: number;
  },
) {
  const condition = and(
    eq(accounts.isDeleted, false),
    filter.status ? eq(passwordRequests.status, filter.status) : undefined,
    filter.accountScope,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: passwordRequests.id,
        account_id: passwordRequests.accountId,
        username: accounts.username,
        fullname: accounts.fullname,
        email: accounts.email,
        phone: accounts.phone,
        status: passwordRequests.status,
        created_at: passwordRequests.createdAt,
        handled_by: passwordRequests.handledBy,
        handled_at: passwordRequests.handledAt,
      })
      .from(passwordRequests)
      .innerJoin(accounts, eq(accounts.id, passwordRequests.accountId))
      .where(condition)
      .orderBy(desc(passwordRequests.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordRequests)
      .innerJoin(accounts, eq(accounts.id, passwordRequests.accountId))
      .where(condition),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
