import { z } from 'zod';
import { pagingFields } from '../shared/paging.js';
import { isoDateTime } from '../shared/scalars.js';

/** Entity kinds are module-owned names such as `account` or `price_list.item`. */
export const entityName = z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, { message: 'validation.invalid' });

export const historyParams = z.object({
  entity: entityName,
  id: z
    .string()
    .trim()
    .min(1, { message: 'validation.invalid_id' })
    .max(100, { message: 'validation.invalid_id' }),
});

export const historyQuery = z.object(pagingFields);

/** One changed field: its value before and after (secrets show as `***`). */
export const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/** Who made a change: a null id for the system; null names for an account the server does not know. */
export const auditActor = z.object({
  id: z.number().int().nullable(),
  username: z.string().nullable(),
  fullname: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActor>;

export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  at: isoDateTime,
  actor: auditActor,
  diff: z.record(z.string(), fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/**
 * The names of the records the page's changes point at, per field and id (`{ signer_id: { "3":
 * "Bùi Thị Hương" } }`): a reference shows its record's name instead of its id. An id whose record
 * is gone is left out.
 */
export const historyNames = z.record(z.string(), z.record(z.string(), z.string()));
export type HistoryNames = z.infer<typeof historyNames>;

export const historyPage = z.object({
  results: z.array(historyEntry),
  total: z.number().int(),
  names: historyNames,
});
export type HistoryPage = z.infer<typeof historyPage>;

/** A stored upload as modules return it (e.g. an avatar); download it from `fileDownloadUrl(id)`. */
export const storedFile = z.object({
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  createdAt: isoDateTime,
});
export type StoredFileInfo = z.infer<typeof storedFile>;

/** Upload types accepted by the server (checked by content, not by name). */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;
export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** Header that makes a POST safe to retry: the server runs it once per key (1–255 visible characters). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A streamed export announces its number of rows here, before the first byte (docs/platform.md "Excel"). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
/** Set on a response replayed from an earlier request with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

/** Settings the web app reads at run time, before or without signing in (GET public_config). */
export const publicConfigSchema = z.object({
  /** Leaflet tile URL template (`{z}/{x}/{y}`), from the server's MAP_TILE_URL. */
  map_tile_url: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
