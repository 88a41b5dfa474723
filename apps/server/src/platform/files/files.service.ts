import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuditedEntity, StoredFileInfo } from '@kenh/contract';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { detectFileType } from './file-type.js';
import { writeBlob } from './file-store.js';
import { files, type FileRow } from './files.tables.js';

export type StoredFile = FileRow;

export interface FileOwner {
  /** Entity kind registered in `ctx.records` (its read rule decides who may download). */
  entity: AuditedEntity;
  entityId: string | number;
  uploadedBy: number | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Keeps the last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return cleaned || 'file';
}

/**
 * Stores an upload for one record: the type is checked from the bytes (415 `error.file_type`
 * otherwise), the bytes are written once under their sha256, and a `files` row is inserted with
 * `tx` — in the caller's transaction, next to the record change and its audit row. A rolled-back
 * transaction leaves at most an unreferenced blob, never a row without bytes.
 */
export async function saveUpload(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  upload: { filename: string; data: Buffer },
  owner: FileOwner,
): Promise<StoredFile> {
  if (upload.data.length > ctx.config.uploadLimitBytes) throw new AppError(413, 'error.file_too_large');
  const mime = detectFileType(upload.data);
  if (!mime) throw new AppError(415, 'error.file_type');
  const { sha256 } = await writeBlob(ctx.config.dataDir, upload.data);
  const [row] = await tx
    .insert(files)
    .values({
      id: randomUUID(),
      sha256,
      size: upload.data.length,
      mime,
      originalName: cleanFileName(upload.filename),
      ownerEntity: owner.entity,
      ownerId: String(owner.entityId),
      uploadedBy: owner.uploadedBy,
    })
    .returning();
  if (!row) throw new Error('files insert returned no row');
  return row;
}

export async function findFile(db: DbOrTx, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Several files by id in one query, keyed by id (missing ids are absent). */
export async function findFilesById(db: DbOrTx, ids: string[]): Promise<Map<string, StoredFile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Files of one record, newest first. */
export function filesOf(db: DbOrTx, entity: string, entityId: string | number): Promise<StoredFile[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerEntity, entity), eq(files.ownerId, String(entityId))))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** Removes the row (the blob stays: other rows may share it). */
export async function deleteFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** The contract's `storedFile` shape, for module responses. */
export function toFileInfo(file: StoredFile): StoredFileInfo {
  return {
    id: file.id,
    mime: file.mime,
    size: file.size,
    originalName: file.originalName,
    createdAt: file.createdAt.toISOString(),
  };
}
