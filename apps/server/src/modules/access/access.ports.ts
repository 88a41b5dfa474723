import type { DataScope } from '../../platform/auth/caller.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { definePort } from '../../platform/modules/ports.js';

/** Of these zone ids, the ones a data scope reads (its zones, and the zones of its areas). */
export type ZonesWithinScope = (db: DbOrTx, ids: readonly number[], scope: DataScope) => Promise<number[]>;

/**
 * What the access module takes from modules above it (it may not import them): the locate module
 * provides it in its manifest (docs/decisions/0009-server-module-manifests-and-layers.md).
 */
export const ACCESS_PORTS = {
  zonesWithinScope: definePort<ZonesWithinScope>('access.zonesWithinScope'),
};
