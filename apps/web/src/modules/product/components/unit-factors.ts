import type { UnitOption } from '@kenh/contract';

/**
 * How many base units one `unitId` holds, following the unit conversions downwards (a thùng holds
 * 4 lốc, a lốc 6 lon → 24 lon); undefined when no chain of conversions leads to the base unit.
 */
export function proposedFactor(
  units: readonly UnitOption[],
  unitId: number,
  baseUnitId: number,
): number | undefined {
  const byId = new Map(units.map((u) => [u.id, u]));
  const seen = new Set<number>();
  const walk = (id: number): number | undefined => {
    if (id === baseUnitId) return 1;
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const conversion of byId.get(id)?.conversions ?? []) {
      const inner = walk(conversion.inner_unit_id);
      if (inner !== undefined) return conversion.quantity * inner;
    }
    return undefined;
  };
  const factor = walk(unitId);
  return factor !== undefined && factor > 1 ? factor : undefined;
}
