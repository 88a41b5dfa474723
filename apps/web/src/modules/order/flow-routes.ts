import type { LayoutName, ModuleRoute } from '../../platform/routing';
import { flowPaths } from './flow-paths';

const layout: LayoutName = 'desktop';

/**
 * The approval-flow settings pages (spec §2, under /my-setting). No `permission` of their own: the
 * spec's page guard of /my-setting (`role`, platform/routing/page-guards.ts) applies, and the pages
 * show or hide each part by the codes of its calls (writing flows needs `orderflow.manage`).
 */
export const flowRoutes: readonly ModuleRoute[] = [
  {
    path: flowPaths.list,
    access: 'signed-in',
    layout,
    page: () => import('./pages/flows/FlowListPage').then((m) => m.FlowListPage),
  },
  {
    path: flowPaths.create,
    access: 'signed-in',
    layout,
    page: () => import('./pages/flows/FlowEditorPages').then((m) => m.FlowCreatePage),
  },
  {
    path: flowPaths.edit,
    access: 'signed-in',
    layout,
    page: () => import('./pages/flows/FlowEditorPages').then((m) => m.FlowEditPage),
  },
];
