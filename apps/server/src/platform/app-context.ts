import type { ModulePermissionMap } from '@kenh/contract';
import type { AppConfig } from './config/config.js';
import type { Database, Db } from './db/database.js';
import type { DataScope, SessionIdentity } from './auth/caller.js';
import type { RecordAccessRegistry } from './records/record-access.js';
import type { ActorDirectory } from './audit/actor-directory.js';

/** What a signed-in account is allowed: computed by the access module, consumed by the platform. */
export interface EffectiveAccess {
  permissions: string[];
  modulePermission: ModulePermissionMap;
  scope: DataScope;
}

export type AccessLoader = (identity: SessionIdentity) => Promise<EffectiveAccess>;

/** Shared services handed to every module's register function by the composition root. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  accessTokenSecret: string;
  records: RecordAccessRegistry;
  /** Usernames for audit history; the account module provides the lookup. */
  actors: ActorDirectory;
}
