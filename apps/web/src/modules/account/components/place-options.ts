import type { LocateOption } from '@kenh/contract';
import { usePermission } from '../../../platform/session';
import { usePlaceOptions } from '../api/accounts';

export interface PlaceNames {
  areas: { value: number; label: string }[];
  /** The zones of one area, or of every area when none is chosen. */
  zonesOf: (areaId: number | null | undefined) => { value: number; label: string }[];
  areaName: (id: number | null) => string | undefined;
  zoneName: (id: number | null) => string | undefined;
  /** False when the user may not read areas and zones (`area`): the selects are then left out. */
  allowed: boolean;
}

/** Areas and zones for selects and for naming an account's place. */
export function usePlaces(): PlaceNames {
  const allowed = usePermission('area');
  const options: LocateOption[] = usePlaceOptions(allowed).data ?? [];
  const zones = options.flatMap((a) => a.children.map((z) => ({ ...z, areaId: a.value })));
  return {
    areas: options.map((a) => ({ value: a.value, label: a.label })),
    zonesOf: (areaId) =>
      zones
        .filter((z) => areaId == null || z.areaId === areaId)
        .map((z) => ({ value: z.value, label: z.label })),
    areaName: (id) => options.find((a) => a.value === id)?.label,
    zoneName: (id) => zones.find((z) => z.value === id)?.label,
    allowed,
  };
}
