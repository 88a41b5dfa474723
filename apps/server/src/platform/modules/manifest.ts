import type { FastifyInstance } from 'fastify';
import type { AuditedEntity } from '@kenh/contract';
import type { AppContext } from '../app-context.js';
import type { Caller } from '../auth/caller.js';
import type { RecordAccessRule } from '../records/record-access.js';
import type { RecordNamer, RecordReferences } from '../records/record-names.js';
import type { DeleteProtectionUsage } from './delete-protection.js';

/** What a module's demo seed is given: the app's context and a super user acting for the seed. */
export interface SeedContext {
  ctx: AppContext;
  /** The demo super user (`admin`) once the account seed has run: the actor of seeded records. */
  admin: () => Promise<Caller>;
  /** The demo accounts' password. */
  password: string;
}

/**
 * A module, declared once: the composition root and the seed runner read the list of manifests
 * (docs/decisions/0009-server-module-manifests-and-layers.md). Exported as the only export named `*Manifest` of the
 * module's index.ts.
 */
export interface ModuleManifest {
  /** The module's folder name. */
  name: string;
  /**
   * Modules this one imports (through their index) or whose data it seeds on: registered and seeded
   * before it. An unknown name or a cycle stops the app at start.
   */
  dependsOn: readonly string[];
  /** Ports this module takes from modules above it (see ports.ts): each must have a provider. */
  ports?: readonly { readonly name: string }[];
  /** Routes, services, ports it provides. */
  register(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  /** Who may read one record of each audited kind the module owns (history, files). */
  recordAccess?: (ctx: AppContext) => Partial<Record<AuditedEntity, RecordAccessRule>>;
  /** How a history names one record of each kind the module owns (records/record-names.ts). */
  recordNames?: (ctx: AppContext) => Partial<Record<AuditedEntity, RecordNamer>>;
  /**
   * For each audited kind the module owns, the audited fields holding ids of another record (its
   * own kind or another module's): the history shows those records' names.
   */
  historyReferences?: Partial<Record<AuditedEntity, RecordReferences>>;
  /** The records of other modules (or its own) this module's rows hold: their deletes are refused. */
  deleteProtection?: readonly DeleteProtectionUsage[];
  /** Demo data: run on a first start in ascending `order`, after the modules it depends on. */
  seed?: { order: number; run(seed: SeedContext): Promise<void> };
}
