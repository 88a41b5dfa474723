import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { todayInVietnam, type PartnerType } from '@kenh/contract';
import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { vietnamDayOf } from '../../platform/db/vietnam-days.js';
import { partnerScopeCondition } from './partner.repository.js';
import { appClicks, partnerProfiles as p } from './partner.tables.js';

/** Days are Vietnam's calendar days (a partner created at 23:30 UTC counts on the next day). */
const vnDay = vietnamDayOf(p.createdAt);
/** The UTC instant of 00:00 in Vietnam on a calendar day. */
const vnMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function createdPerDay(
  db: DbOrTx,
  range: { from: string; to: string; types?: readonly PartnerType[] | undefined; scope: DataScope },
): Promise<{ date: string; type: PartnerType; count: number }[]> {
  const rows = await db
    .select({
      date: sql<string>`to_char(${vnDay}, 'YYYY-MM-DD')`,
      type: p.type,
      count: sql<number>`count(*)::int`,
    })
    .from(p)
    .where(
      and(
        gte(p.createdAt, vnMidnight(range.from)),
        lt(p.createdAt, vnMidnight(nextDay(range.to))),
        range.types && range.types.length > 0 ? inArray(p.type, [...range.types]) : undefined,
        partnerScopeCondition(range.scope),
      ),
    )
    .groupBy(vnDay, p.type)
    .orderBy(vnDay, p.type);
  return rows;
}

export async function createdPerMonth(
  db: DbOrTx,
  year: number,
  scope: DataScope,
): Promise<{ month: number; type: PartnerType; count: number }[]> {
  const month = sql<number>`extract(month from ${vnDay})::int`;
  return db
    .select({ month, type: p.type, count: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        gte(p.createdAt, vnMidnight(`${year}-01-01`)),
        lt(p.createdAt, vnMidnight(`${year + 1}-01-01`)),
        partnerScopeCondition(scope),
      ),
    )
    .groupBy(month, p.type);
}

/** Stores created per Vietnam day or ISO week (Monday) over a range. */
export async function storesCreated(
  db: DbOrTx,
  range: { from: string; to: string; unit: 'day' | 'week'; scope: DataScope },
): Promise<Map<string, number>> {
  const period = range.unit === 'day' ? sql`${vnDay}` : sql`date_trunc('week', ${vnDay})::date`;
  const rows = await db
    .select({ period: sql<string>`to_char(${period}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(p)
    .where(
      and(
        eq(p.type, 'CHTH'),
        gte(p.createdAt, vnMidnight(range.from)),
        lt(p.createdAt, vnMidnight(nextDay(range.to))),
        partnerScopeCondition(range.scope),
      ),
    )
    .groupBy(period);
  return new Map(rows.map((r) => [r.period, r.count]));
}

/** Counts one opening of the app; answers the caller's count of the day (all platforms). */
export async function recordClick(
  db: DbOrTx,
  accountId: number,
  platform: string,
): Promise<{ day: string; clicks: number }> {
  const day = todayInVietnam();
  await db
    .insert(appClicks)
    .values({ accountId, day, platform, clicks: 1 })
    .onConflictDoUpdate({
      target: [appClicks.accountId, appClicks.day, appClicks.platform],
      set: { clicks: sql`${appClicks.clicks} + 1` },
    });
  const [row] = await db
    .select({ clicks: sql<number>`coalesce(sum(${appClicks.clicks}), 0)::int` })
    .from(appClicks)
    .where(and(eq(appClicks.accountId, accountId), eq(appClicks.day, day)));
  return { day, clicks: row?.clicks ?? 0 };
}
