import type { ModulePermissionMap } from '@kenh/contract';
import type { AppConfig } from './config/config.js';
import type { Database, Db } from './db/database.js';
import type { DataScope, SessionIdentity } from './auth/caller.js';
import type { RecordAccessRegistry } from './records/record-access.js';
import type { ActorDirectory } from './audit/actor-directory.js';
import type { RecordNameRegistry } from './records/record-names.js';
import type { PortRegistry } from './modules/ports.js';
import type { DeleteProtectionRegistry } from './modules/delete-protection.js';
import type { BackgroundJobs } from './jobs/background-jobs.js';

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
  /** Actors' usernames and full names for audit history; the account module provides the lookup. */
  actors: ActorDirectory;
  /** Names of the records a history's changes point at; the modules provide them (records/record-names.ts). */
  recordNames: RecordNameRegistry;
  /** Functions a module takes from a module above it in the layer order (modules/ports.ts). */
  ports: PortRegistry;
  /** Who holds which records: a delete asks it first (modules/delete-protection.ts). */
  deleteProtection: DeleteProtectionRegistry;
  /** The modules' schedulers: the server starts them once it is about to listen (jobs/background-jobs.ts). */
  jobs: BackgroundJobs;
}
