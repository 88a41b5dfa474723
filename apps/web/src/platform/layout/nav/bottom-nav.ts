import type { ComponentType, CSSProperties } from 'react';
import { AppstoreOutlined, CarOutlined, HomeFilled, ProfileOutlined, TeamOutlined } from '@ant-design/icons';
import type { RequiredPermission } from '../../session/permissions';
import type { ShellKey } from '../texts';
import { isUnder } from './top-nav';

export interface BottomNavEntry {
  key: string;
  label: ShellKey;
  path: string;
  /** Shown only with any of these; without it always shown. */
  permission?: RequiredPermission;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The raised centre button. */
  centre?: boolean;
}

/** The mobile bottom navigation (spec §2.8, §6 navigation codes), left to right. */
export const BOTTOM_NAV: readonly BottomNavEntry[] = [
  {
    key: 'product',
    label: 'mobile.product',
    path: '/product',
    permission: ['unitproduct', 'pricelistproduct', 'categoryproduct', 'product'],
    Icon: AppstoreOutlined,
  },
  {
    key: 'order',
    label: 'mobile.order',
    path: '/order',
    permission: 'exporttodistributororder',
    Icon: ProfileOutlined,
  },
  { key: 'home', label: 'mobile.home', path: '/', Icon: HomeFilled, centre: true },
  {
    key: 'transport',
    label: 'mobile.transport',
    path: '/transport',
    permission: ['shipmentstransport', 'drivertransport', 'vehicletransport'],
    Icon: CarOutlined,
  },
  {
    key: 'user-manager',
    label: 'mobile.userManager',
    path: '/user-manager',
    permission: 'user',
    Icon: TeamOutlined,
  },
];

export function visibleBottomNav(
  can: (required: RequiredPermission) => boolean,
  nav: readonly BottomNavEntry[] = BOTTOM_NAV,
): BottomNavEntry[] {
  return nav.filter((entry) => !entry.permission || can(entry.permission));
}

export function isBottomEntryActive(entry: Pick<BottomNavEntry, 'path'>, path: string): boolean {
  return isUnder(path, entry.path);
}
