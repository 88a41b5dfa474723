import type { ModuleManifest } from './manifest.js';

/**
 * The manifests in an order where every module comes after the modules it depends on (ties keep
 * the list's order). Throws on a duplicate name, an unknown dependency or a cycle, so a wrong
 * manifest stops the app at start rather than failing at the first request.
 */
export function orderModules(manifests: readonly ModuleManifest[]): ModuleManifest[] {
  const byName = new Map<string, ModuleManifest>();
  for (const manifest of manifests) {
    if (byName.has(manifest.name)) throw new Error(`Module ${manifest.name} is listed twice`);
    byName.set(manifest.name, manifest);
  }
  for (const manifest of manifests) {
    for (const dependency of manifest.dependsOn) {
      if (!byName.has(dependency)) {
        throw new Error(`Module ${manifest.name} depends on ${dependency}, which is not registered`);
      }
    }
  }
  const ordered: ModuleManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (manifest: ModuleManifest, path: readonly string[]): void => {
    const seen = state.get(manifest.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(`Module dependency cycle: ${[...path, manifest.name].join(' → ')}`);
    }
    state.set(manifest.name, 'visiting');
    for (const dependency of manifest.dependsOn) visit(byName.get(dependency)!, [...path, manifest.name]);
    state.set(manifest.name, 'done');
    ordered.push(manifest);
  };
  for (const manifest of manifests) visit(manifest, []);
  return ordered;
}
