import type { ModuleManifest, SeedContext } from './manifest.js';
import { orderModules } from './module-order.js';

/**
 * Runs the manifests' demo seeds in ascending `order`. A seed ordered before one of the modules it
 * depends on is a mistake in a manifest: it throws before anything is written.
 */
export async function runSeeds(manifests: readonly ModuleManifest[], seed: SeedContext): Promise<void> {
  const byName = new Map(manifests.map((m) => [m.name, m]));
  for (const manifest of orderModules(manifests)) {
    const order = manifest.seed?.order;
    if (order === undefined) continue;
    for (const dependency of manifest.dependsOn) {
      const before = byName.get(dependency)?.seed?.order;
      if (before !== undefined && before >= order) {
        throw new Error(
          `Seed of ${manifest.name} (${order}) runs before its dependency ${dependency} (${before})`,
        );
      }
    }
  }
  const seeded = manifests
    .flatMap((m) => (m.seed ? [{ name: m.name, ...m.seed }] : []))
    .sort((a, b) => a.order - b.order);
  for (const step of seeded) await step.run(seed);
}
