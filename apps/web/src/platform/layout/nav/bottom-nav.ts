import type { ComponentType, CSSProperties } from 'react';
import { AppstoreOutlined, CarOutlined, HomeFilled, ProfileOutlined, TeamOutlined } from '@ant-design/icons';
import type { RequiredPermission } from '../../session/permissions';
import type { ShellKey } from '../texts';
import { isUnder, mayFollow } from './top-nav';

/** The slots of the bottom navigation (spec §2.8), left to right. */
export type BottomNavSlot = 'product' | 'order' | 'home' | 'transport' | 'user-manager';

export interface BottomNavEntry {
  key: BottomNavSlot;
  label: ShellKey;
  path: string;
  /** Shown only with any of these; without it always shown. */
  permission?: RequiredPermission;
  /** The page check of the screen it opens (filled in from the route). */
  opens?: RequiredPermission;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The raised centre button. */
  centre?: boolean;
}

/** A slot as the spec fixes it; the path comes from the module that builds the screen. */
export type BottomNavFrame = Omit<BottomNavEntry, 'path' | 'opens'>;

/** A module's screen behind a slot of the bottom navigation. */
export interface BottomNavContribution {
  slot: Exclude<BottomNavSlot, 'home'>;
  path: string;
  opens?: RequiredPermission;
}

/** The home button is the platform's own: the home page always exists. */
const HOME_ENTRY: BottomNavEntry = {
  key: 'home',
  label: 'mobile.home',
  path: '/',
  Icon: HomeFilled,
  centre: true,
};

/** The bottom navigation's slots with the permission rules of spec §2.8 / §6, left to right. */
export const BOTTOM_NAV_SLOTS: readonly BottomNavFrame[] = [
  {
    key: 'product',
    label: 'mobile.product',
    permission: ['unitproduct', 'pricelistproduct', 'categoryproduct', 'product'],
    Icon: AppstoreOutlined,
  },
  { key: 'order', label: 'mobile.order', permission: 'exporttodistributororder', Icon: ProfileOutlined },
  HOME_ENTRY,
  {
    key: 'transport',
    label: 'mobile.transport',
    permission: ['shipmentstransport', 'drivertransport', 'vehicletransport'],
    Icon: CarOutlined,
  },
  { key: 'user-manager', label: 'mobile.userManager', permission: 'user', Icon: TeamOutlined },
];

/** The slots a module fills (and home), in the spec's order; a slot no module fills is left out. */
export function buildBottomNav(contributions: readonly BottomNavContribution[]): BottomNavEntry[] {
  return BOTTOM_NAV_SLOTS.flatMap((frame) => {
    if (frame.key === 'home') return [HOME_ENTRY];
    const contribution = contributions.find((c) => c.slot === frame.key);
    return contribution ? [{ ...frame, path: contribution.path, opens: contribution.opens }] : [];
  });
}

export function visibleBottomNav(
  can: (required: RequiredPermission) => boolean,
  nav: readonly BottomNavEntry[],
): BottomNavEntry[] {
  return nav.filter((entry) => mayFollow(can, entry));
}

export function isBottomEntryActive(entry: Pick<BottomNavEntry, 'path'>, path: string): boolean {
  return isUnder(path, entry.path);
}
