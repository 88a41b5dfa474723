import type { WebModuleManifest } from '../../platform/routing';
import { warehousePaths } from './paths';
import { warehouseRoutes } from './routes';

/**
 * Warehouse records. Reached from the home page's settings card (label `nav.entries.warehouse` in
 * the shell texts): move it to the top bar or another card where the spec places the screen.
 */
export const warehouseManifest: WebModuleManifest = {
  name: 'warehouse',
  routes: warehouseRoutes,
  messages: () => import('./locales').then((m) => m.warehouseResources),
  home: [{ card: 'settings', order: 100, label: 'nav.entries.warehouse', path: warehousePaths.list }],
  guards: [{ prefix: warehousePaths.list, permission: 'warehouse' }],
};
