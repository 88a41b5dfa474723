import type { PermissionCode } from '@kenh/contract';
import type { ModuleRoute } from '../../platform/routing';
import { organizationPaths as p } from './paths';

const ORGANIZATION: readonly PermissionCode[] = ['organizationstaff', 'organizationtypestaff'];

/** Offices, positions and the organisation structure (spec §2.3–2.5, page checks of §6). */
export const organizationRoutes: readonly ModuleRoute[] = [
  {
    path: p.offices,
    access: 'signed-in',
    layout: 'desktop',
    permission: 'officestaff',
    page: () => import('./pages/OfficeListPage').then((m) => m.OfficeListPage),
  },
  {
    path: p.officeCreate,
    access: 'signed-in',
    layout: 'desktop',
    permission: 'officestaff.manage',
    page: () => import('./pages/OfficeCreatePage').then((m) => m.OfficeCreatePage),
  },
  {
    path: p.office(':id'),
    access: 'signed-in',
    layout: 'desktop',
    permission: 'officestaff',
    page: () => import('./pages/OfficeDetailPage').then((m) => m.OfficeDetailPage),
  },
  {
    path: p.positions,
    access: 'signed-in',
    layout: 'desktop',
    permission: 'positionstaff',
    page: () => import('./pages/PositionListPage').then((m) => m.PositionListPage),
  },
  {
    path: p.positionCreate,
    access: 'signed-in',
    layout: 'desktop',
    permission: 'positionstaff.manage',
    page: () => import('./pages/PositionCreatePage').then((m) => m.PositionCreatePage),
  },
  {
    path: p.position(':id'),
    access: 'signed-in',
    layout: 'desktop',
    permission: 'positionstaff',
    page: () => import('./pages/PositionDetailPage').then((m) => m.PositionDetailPage),
  },
  {
    path: p.organization,
    access: 'signed-in',
    layout: 'desktop',
    permission: ORGANIZATION,
    page: () => import('./pages/OrganizationPage').then((m) => m.OrganizationPage),
  },
  {
    path: p.unitCreate(),
    access: 'signed-in',
    layout: 'desktop',
    permission: 'organizationstaff.manage',
    page: () => import('./pages/OrgUnitCreatePage').then((m) => m.OrgUnitCreatePage),
  },
  {
    path: p.unit(':id'),
    access: 'signed-in',
    layout: 'desktop',
    permission: ORGANIZATION,
    page: () => import('./pages/OrgUnitDetailPage').then((m) => m.OrgUnitDetailPage),
  },
  {
    path: p.companyProfile,
    access: 'signed-in',
    layout: 'desktop',
    permission: 'role',
    page: () => import('./pages/CompanyProfilePage').then((m) => m.CompanyProfilePage),
  },
];
