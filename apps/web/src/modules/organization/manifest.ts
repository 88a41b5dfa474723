import type { WebModuleManifest } from '../../platform/routing';
import { organizationPaths as p } from './paths';
import { organizationRoutes } from './routes';

/** Offices, positions, the organisation structure (staff group of spec §2.11) and the company profile. */
export const organizationManifest: WebModuleManifest = {
  name: 'organization',
  routes: organizationRoutes,
  messages: () => import('./locales').then((m) => m.organizationResources),
  topNav: [
    { group: 'staff', order: 30, label: 'nav.entries.office', path: p.offices },
    { group: 'staff', order: 40, label: 'nav.entries.position', path: p.positions },
    { group: 'staff', order: 50, label: 'nav.entries.organization', path: p.organization },
    {
      group: 'settings',
      section: 'roles',
      order: 40,
      label: 'nav.entries.companyProfile',
      path: p.companyProfile,
    },
  ],
  // The company printed on documents (order PDFs): read by everyone signed in, kept under /settings.
  home: [{ card: 'settings', order: 7, label: 'nav.entries.companyProfile', path: p.companyProfile }],
  guards: [
    { prefix: p.offices, permission: 'officestaff' },
    { prefix: p.positions, permission: 'positionstaff' },
    { prefix: p.organization, permission: ['organizationstaff', 'organizationtypestaff'] },
  ],
};
