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

/** The roles a position title decides (SUPER comes from the super-user flag, AD is any other title). */
export type TitleRole = Exclude<DerivedRole, 'SUPER' | 'AD'>;

/**
 * Folded titles (`foldVietnamese`) of each title role: the one rule `deriveRole` applies and the
 * account dropdown's `role` filter turns into SQL. MASTER also takes every deputy, see `DEPUTY_WORD`.
 */
export const ROLE_TITLES: Readonly<Record<TitleRole, readonly string[]>> = {
  STAFF: [fold(POSITION_TITLES.marketStaff), fold(POSITION_TITLES.salesStaff)],
  MASTER: [fold(POSITION_TITLES.chair), fold(POSITION_TITLES.generalDirector)],
  GSKV: [fold(POSITION_TITLES.areaSupervisor)],
  TV: [fold(POSITION_TITLES.regionalHead)],
};

/** A folded title that is this word, or starts with it and a space, is a deputy ("Phó …"): MASTER. */
export const DEPUTY_WORD = 'pho';

const TITLE_ROLES = Object.keys(ROLE_TITLES) as TitleRole[];

/**
 * Spec §6: the role is derived from the position name. Matching ignores case and diacritics so
 * "PHÓ GIÁM ĐỐC" and "Phó giám đốc" agree; any title starting with "Phó" (deputy) is MASTER.
 */
export function deriveRole(position: string | null | undefined, isSuperuser: boolean): DerivedRole {
  if (isSuperuser) return 'SUPER';
  const folded = fold(position ?? '');
  if (folded === DEPUTY_WORD || folded.startsWith(`${DEPUTY_WORD} `)) return 'MASTER';
  return TITLE_ROLES.find((role) => ROLE_TITLES[role].includes(folded)) ?? 'AD';
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
