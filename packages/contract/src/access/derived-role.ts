import { foldVietnamese } from '../shared/text-folding.js';

export const DERIVED_ROLES = ['STAFF', 'MASTER', 'GSKV', 'TV', 'SUPER', 'AD'] as const;
export type DerivedRole = (typeof DERIVED_ROLES)[number];

/** Position titles the spec names, in Vietnamese as staff records hold them. */
export const POSITION_TITLES = {
  marketStaff: 'Nhân viên thị trường',
  salesStaff: 'Nhân viên bán hàng',
  chair: 'Chủ tịch',
  generalDirector: 'Tổng giám đốc',
  deputyGeneralDirector: 'Phó tổng giám đốc',
  areaSupervisor: 'Giám sát khu vực',
  regionalHead: 'Trưởng vùng',
} as const;

const fold = (title: string) => foldVietnamese(title);
const STAFF = new Set([fold(POSITION_TITLES.marketStaff), fold(POSITION_TITLES.salesStaff)]);
const MASTER = new Set([fold(POSITION_TITLES.chair), fold(POSITION_TITLES.generalDirector)]);

/**
 * Spec §6: the role is derived from the position name. Matching ignores case and diacritics so
 * "PHÓ GIÁM ĐỐC" and "Phó giám đốc" agree; any title starting with "Phó" (deputy) is MASTER.
 */
export function deriveRole(position: string | null | undefined, isSuperuser: boolean): DerivedRole {
  if (isSuperuser) return 'SUPER';
  const folded = fold(position ?? '');
  if (STAFF.has(folded)) return 'STAFF';
  if (MASTER.has(folded) || folded.startsWith('pho ') || folded === 'pho') return 'MASTER';
  if (folded === fold(POSITION_TITLES.areaSupervisor)) return 'GSKV';
  if (folded === fold(POSITION_TITLES.regionalHead)) return 'TV';
  return 'AD';
}

export interface ProfileEntry {
  name: string;
  value: string;
}

/** A deputy general director is a user whose `ad_position` profile value is that title. */
export function isDeputyGeneralDirector(profile: readonly ProfileEntry[]): boolean {
  const entry = profile.find((p) => p.name === 'ad_position');
  return entry !== undefined && fold(entry.value) === fold(POSITION_TITLES.deputyGeneralDirector);
}
