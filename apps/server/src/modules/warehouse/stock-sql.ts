import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { NEAR_EXPIRY_DAYS } from './warehouse-settings.repository.js';

/** SQL fragments the stock repositories share. Days are Vietnam days. */
export const VN = sql.raw(`'Asia/Ho_Chi_Minh'`);

export const TODAY = sql`(now() at time zone ${VN})::date`;

/** The first day past the near-expiry window (the settings' days from today). */
export const NEAR_LIMIT = sql`(${TODAY} + ${NEAR_EXPIRY_DAYS})`;

/** The first instant after a Vietnam day. */
export const endOfDay = (day: string): SQL => sql`((${day}::date) + 1)::timestamp at time zone ${VN}`;

export const exec = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));
