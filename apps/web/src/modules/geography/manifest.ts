import type { WebModuleManifest } from '../../platform/routing';
import { geographyRoutes } from './routes';

/** Provinces and wards: no screen of its own, only the address pickers other modules use. */
export const geographyManifest: WebModuleManifest = {
  name: 'geography',
  routes: geographyRoutes,
  messages: () => import('./locales').then((m) => m.geographyResources),
};
