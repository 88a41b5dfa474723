import type { WebModuleManifest } from '../../platform/routing';
import { locatePaths } from './paths';
import { locateRoutes } from './routes';

/**
 * Areas and zones. The spec's top bar lists neither screen: managing them is a setting (the gear),
 * the overview belongs with sales (docs/decisions/0006-web-module-manifests.md). The home page lists
 * both for whoever holds `area`, whatever the group's own rule (a supervisor holds no gear code).
 */
export const locateManifest: WebModuleManifest = {
  name: 'locate',
  routes: locateRoutes,
  messages: () => import('./locales').then((m) => m.locateResources),
  topNav: [
    {
      group: 'settings',
      section: 'network',
      order: 10,
      label: 'nav.entries.salesNetwork',
      path: locatePaths.list,
    },
    {
      group: 'sales',
      section: 'network',
      order: 10,
      label: 'nav.entries.networkOverview',
      path: locatePaths.overview,
    },
  ],
  home: [
    { card: 'settings', order: 10, label: 'nav.entries.salesNetwork', path: locatePaths.list },
    { card: 'sales', order: 10, label: 'nav.entries.networkOverview', path: locatePaths.overview },
  ],
  guards: [
    { prefix: locatePaths.list, permission: 'area' },
    { prefix: locatePaths.overview, permission: 'area' },
  ],
};
