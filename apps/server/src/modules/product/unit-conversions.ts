/**
 * The cycle a unit's new conversions would close, as unit ids from the unit back to itself
 * (`[thùng, lốc, thùng]`), or null. The unit's current edges are replaced by `newInner`; every
 * other edge stays.
 */
export function conversionCycle(
  edges: readonly { unitId: number; innerUnitId: number }[],
  unitId: number,
  newInner: readonly number[],
): number[] | null {
  const next = new Map<number, number[]>();
  for (const edge of edges) {
    if (edge.unitId === unitId) continue;
    next.set(edge.unitId, [...(next.get(edge.unitId) ?? []), edge.innerUnitId]);
  }
  next.set(unitId, [...newInner]);
  // Depth-first from the unit: reaching it again closes a cycle; `path` is the current chain.
  const done = new Set<number>();
  const path: number[] = [unitId];
  const visit = (id: number): number[] | null => {
    for (const inner of next.get(id) ?? []) {
      if (inner === unitId) return [...path, unitId];
      if (done.has(inner)) continue;
      done.add(inner);
      path.push(inner);
      const found = visit(inner);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  return visit(unitId);
}
