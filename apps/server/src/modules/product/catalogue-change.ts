import { sql, type SQL } from 'drizzle-orm';

/**
 * What a priced catalogue page shows of this module changes only when this does: the catalogue
 * revision, which every write to a catalogue table bumps in its own transaction (product.after.sql),
 * so it changes with each commit in commit order. A SQL expression, so a caller can read it in the
 * same prepared statement as its own part of a version; no parameters. One primary-key read.
 */
export const catalogueChangeMark: SQL = sql`(select revision::text from catalogue_revision where id = 1)`;
