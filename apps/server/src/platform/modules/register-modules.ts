import type { FastifyInstance } from 'fastify';
import type { AuditedEntity } from '@kenh/contract';
import type { AppContext } from '../app-context.js';
import type { RecordAccessRule } from '../records/record-access.js';
import type { RecordNamer, RecordReferences } from '../records/record-names.js';
import type { ModuleManifest } from './manifest.js';
import { orderModules } from './module-order.js';

/**
 * Registers every module in dependency order: its routes and ports, its record access rules, its
 * record names and history references, and its delete-protection usages. Then every port a module
 * declared must have found its provider.
 */
export async function registerModules(
  app: FastifyInstance,
  ctx: AppContext,
  manifests: readonly ModuleManifest[],
): Promise<void> {
  const ordered = orderModules(manifests);
  for (const manifest of ordered) {
    await manifest.register(app, ctx);
    const rules = Object.entries(manifest.recordAccess?.(ctx) ?? {}) as [AuditedEntity, RecordAccessRule][];
    for (const [entity, rule] of rules) ctx.records.register(entity, rule);
    const namers = Object.entries(manifest.recordNames?.(ctx) ?? {}) as [AuditedEntity, RecordNamer][];
    for (const [entity, namer] of namers) ctx.recordNames.provideNamer(entity, namer);
    const references = Object.entries(manifest.historyReferences ?? {}) as [
      AuditedEntity,
      RecordReferences,
    ][];
    for (const [entity, fields] of references) ctx.recordNames.declareReferences(entity, fields);
    for (const usage of manifest.deleteProtection ?? []) ctx.deleteProtection.register(usage);
  }
  ctx.ports.assertProvided(ordered.flatMap((manifest) => manifest.ports ?? []));
}
