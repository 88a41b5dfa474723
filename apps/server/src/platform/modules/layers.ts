/**
 * The module layer order (docs/decisions/0009-server-module-manifests-and-layers.md), the same in the contract, the
 * server and the web app: a module imports only modules of its own layer or a lower one, and no
 * import cycle exists. Platform code (and `shared/`) sits below every layer and imports no module.
 * A new module is added to its layer here, or the layer test fails.
 */
export const MODULE_LAYERS: readonly (readonly string[])[] = [
  ['account', 'access', 'notification'],
  ['geography', 'locate', 'organization'],
  ['staff'],
  ['employee-contract'],
  ['partner'],
  ['product'],
  ['price-list'],
  ['order'],
  ['warehouse'],
  ['transport'],
  // Next: contracts, reports — each on a layer of its own.
];

/** The layer index of a module, or undefined when it is in no layer. */
export function layerOf(module: string): number | undefined {
  const index = MODULE_LAYERS.findIndex((layer) => layer.includes(module));
  return index === -1 ? undefined : index;
}
