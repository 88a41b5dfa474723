import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Metadata of stored uploads. The bytes live on disk, content-addressed by sha256
 * (`<DATA_DIR>/files/<first 2 hex>/<sha256>`), so identical uploads share one blob; each upload
 * still gets its own row, owned by one record (`owner_entity` + `owner_id`) whose read access
 * decides who may download it.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    originalName: text('original_name').notNull(),
    ownerEntity: text('owner_entity').notNull(),
    ownerId: text('owner_id').notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerEntity, t.ownerId), index('files_sha256_idx').on(t.sha256)],
);

export type FileRow = typeof files.$inferSelect;
