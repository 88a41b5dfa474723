import type { WebModuleManifest } from '../../platform/routing';
import { transportPaths } from './paths';
import { transportRoutes } from './routes';

/**
 * Transport records. Reached from the home page's settings card (label `nav.entries.transport` in
 * the shell texts): move it to the top bar or another card where the spec places the screen.
 */
export const transportManifest: WebModuleManifest = {
  name: 'transport',
  routes: transportRoutes,
  messages: () => import('./locales').then((m) => m.transportResources),
  home: [{ card: 'settings', order: 100, label: 'nav.entries.transport', path: transportPaths.list }],
  guards: [{ prefix: transportPaths.list, permission: 'transport' }],
};
