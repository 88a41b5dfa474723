import type { WebModuleManifest } from '../../platform/routing';
import { organizationPaths as p } from './paths';
import { organizationRoutes } from './routes';

/** Offices, positions and the organisation structure (staff group of spec §2.11). */
export const organizationManifest: WebModuleManifest = {
  name: 'organization',
  routes: organizationRoutes,
  messages: () => import('./locales').then((m) => m.organizationResources),
  topNav: [
    { group: 'staff', order: 30, label: 'nav.entries.office', path: p.offices },
    { group: 'staff', order: 40, label: 'nav.entries.position', path: p.positions },
    { group: 'staff', order: 50, label: 'nav.entries.organization', path: p.organization },
  ],
  guards: [
    { prefix: p.offices, permission: 'officestaff' },
    { prefix: p.positions, permission: 'positionstaff' },
    { prefix: p.organization, permission: ['organizationstaff', 'organizationtypestaff'] },
  ],
};
