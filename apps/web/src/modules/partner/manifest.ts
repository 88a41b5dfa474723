import type { WebModuleManifest } from '../../platform/routing';
import { customerListPath, partnerPaths } from './paths';
import { partnerRoutes } from './routes';

/**
 * Partners (distributors, grocery stores, field staff, customers), the sales-network maps and the
 * public partner registration. Stores and field staff sit in the Danh mục group (spec §2.11);
 * distributors, customers and the map in the sales group's network section, and on the home page.
 */
export const partnerManifest: WebModuleManifest = {
  name: 'partner',
  routes: partnerRoutes,
  messages: () => import('./locales').then((m) => m.partnerResources),
  topNav: [
    { group: 'catalogue', order: 10, label: 'nav.entries.groceries', path: partnerPaths.chth },
    { group: 'catalogue', order: 20, label: 'nav.entries.fieldStaff', path: partnerPaths.nvttList },
    {
      group: 'sales',
      section: 'network',
      order: 20,
      label: 'nav.entries.distributors',
      path: partnerPaths.npp,
    },
    {
      group: 'sales',
      section: 'network',
      order: 30,
      label: 'nav.entries.customers',
      path: partnerPaths.customer,
    },
    {
      group: 'sales',
      section: 'network',
      order: 40,
      label: 'nav.entries.salesNetworkMap',
      path: partnerPaths.map,
    },
  ],
  home: [
    { card: 'sales', order: 20, label: 'nav.entries.distributors', path: partnerPaths.npp },
    { card: 'sales', order: 30, label: 'nav.entries.customers', path: partnerPaths.customer },
    { card: 'sales', order: 40, label: 'nav.entries.salesNetworkMap', path: partnerPaths.map },
    { card: 'sales', order: 41, label: 'nav.entries.detailLocation', path: partnerPaths.detailLocation },
    { card: 'sales', order: 31, label: 'nav.entries.customerGroceries', path: customerListPath('chth') },
    { card: 'sales', order: 32, label: 'nav.entries.customerDistributors', path: customerListPath('npp') },
    { card: 'sales', order: 33, label: 'nav.entries.customerEcommerce', path: customerListPath('tmdt') },
    { card: 'catalogue', order: 10, label: 'nav.entries.groceries', path: partnerPaths.chth },
    { card: 'catalogue', order: 20, label: 'nav.entries.fieldStaff', path: partnerPaths.nvttList },
  ],
  guards: [
    { prefix: partnerPaths.npp, permission: 'partner' },
    { prefix: partnerPaths.chth, permission: ['partner', 'grocery'] },
    { prefix: partnerPaths.nvttList, permission: 'partner' },
    { prefix: partnerPaths.customer, permission: ['partner', 'customerecommerce'] },
    { prefix: partnerPaths.map, permission: 'partner' },
    { prefix: partnerPaths.detailLocation, permission: 'partner' },
  ],
};
