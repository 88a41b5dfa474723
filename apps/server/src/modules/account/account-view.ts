import { fileDownloadUrl, type ProfileEntry } from '@kenh/contract';
import type { AccountRow } from './account.repository.js';

/** Where an avatar is served; the file store answers downloads permission-checked like the account. */
export function avatarUrlOf(row: Pick<AccountRow, 'avatarFileId'>): string | null {
  return row.avatarFileId ? fileDownloadUrl(row.avatarFileId) : null;
}

/** The account as every API response shows it (snake_case, never the password hash). */
export function accountView(row: AccountRow) {
  return {
    id: row.id,
    username: row.username,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    type: row.type,
    system_key: row.systemKey,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    position: row.position,
    parent_id: row.parentId,
    area_id: row.areaId,
    zone_id: row.zoneId,
    avatar_url: avatarUrlOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of an account (the hash is masked by recordAudit anyway). */
export function auditSnapshot(row: AccountRow, profile?: ProfileEntry[]): Record<string, unknown> {
  const snapshot: Record<string, unknown> = { ...row };
  for (const key of ['passwordHash', 'createdAt', 'updatedAt', 'passwordChangedAt']) delete snapshot[key];
  return profile ? { ...snapshot, profile } : snapshot;
}
