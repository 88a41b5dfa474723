import type { ComponentType } from 'react';
import type { AccountType } from '@kenh/contract';
import type { LocaleResources } from '../i18n/i18n';
import type { BottomNavContribution } from '../layout/nav/bottom-nav';
import type { TopNavContribution, TopNavGroupKey } from '../layout/nav/top-nav';
import type { ShellKey } from '../layout/texts';
import type { RequiredPermission } from '../session/permissions';
import type { PageGuard } from './page-guards';
import type { ModuleRoute } from './routes';

/** The cards of the home page: one per top-bar group, and the user's own pages. */
export type HomeCardKey = TopNavGroupKey | 'personal';

/** A link the home page offers besides the top-bar entries (screens the spec's bar does not list). */
export interface HomeLink {
  card: HomeCardKey;
  label: ShellKey;
  path: string;
  /** Left out, the permission of the route it opens. */
  permission?: RequiredPermission;
  /** Place among the module's links, lowest first. */
  order: number;
  /** Left out, every account; else only accounts of these types (a partner has no staff record). */
  accountTypes?: readonly AccountType[];
}

/** What `WaitingCount.load` answers: how many wait, and the filtered list that shows them. */
export interface WaitingTotal {
  total: number;
  /** Left out when no screen lists them (the count then shows without a link). */
  path: string | undefined;
}

/**
 * A "waiting for me" count on the home page: a query description, so the home page runs it with
 * TanStack Query and the module's API code loads with the home page, not at start.
 */
export interface WaitingCount {
  key: string;
  label: ShellKey;
  /** Who sees the count (the permission of the endpoint it reads). */
  permission?: RequiredPermission;
  load: (context: { userId: number; signal: AbortSignal }) => Promise<WaitingTotal>;
}

/**
 * Everything a web module declares to the app (docs/decisions/0006-web-module-manifests.md): the app
 * builds the router, the top bar, the bottom navigation, the home page, the page guards and the
 * route inventory from the list of manifests in `app/modules.ts`.
 */
export interface WebModuleManifest {
  /** The module's folder name. */
  name: string;
  routes: readonly ModuleRoute[];
  /**
   * The module's i18next namespaces, fetched with its first page (they are added to i18next before
   * the page renders), so no module's texts weigh on the start-up bundle.
   */
  messages?: () => Promise<LocaleResources>;
  /** Entries in the top bar's groups and the gear (spec §2.11). */
  topNav?: readonly TopNavContribution[];
  /** Screens behind bottom-navigation slots (spec §2.8). */
  bottomNav?: readonly BottomNavContribution[];
  /** Links on the home page for screens no bar lists. */
  home?: readonly HomeLink[];
  /** Page guards by path prefix for the module's addresses (spec §6), unknown sub-paths included. */
  guards?: readonly PageGuard[];
  /** What waits for the signed-in user in this module. */
  waiting?: readonly WaitingCount[];
  /**
   * Sections this module adds to another module's record page (e.g. a staff record's labour
   * contracts): the page shows every section declared for its slot, so the lower module never
   * imports the higher one and dependencies keep going one way.
   */
  recordSections?: readonly RecordSection[];
}

/**
 * Record pages that show sections of other modules, named by module and record. The platform lists
 * them, as it lists the top bar's groups, so a contributing module needs no import of the page's.
 *
 * - `staff.record` — a staff record (record and profile pages), sections one under another;
 * - `partner.npp`, `partner.chth` — a distributor's or grocery store's page, sections as tabs;
 * - `order.record` — an order's page (`/order/export/{id}`, `/m-order/export/{id}` and inside a
 *   partner's pages), sections under the lines and totals (the warehouse's goods issue).
 */
export type RecordSlot = 'staff.record' | 'partner.npp' | 'partner.chth' | 'order.record';

/** A section of a record page contributed by a module; `component` gets the record's id. */
export interface RecordSection {
  slot: RecordSlot;
  key: string;
  /** Place among the slot's sections, lowest first. */
  order: number;
  /** The tab's title on pages that show their sections as tabs. */
  label?: ShellKey;
  /** Left out, everyone who may open the page sees the section. */
  permission?: RequiredPermission;
  component: ComponentType<{ recordId: number }>;
}

/** The sections every module declares for one record page, in their order. */
export function recordSectionsOf(manifests: readonly WebModuleManifest[], slot: RecordSlot): RecordSection[] {
  return manifests
    .flatMap((m) => m.recordSections ?? [])
    .filter((section) => section.slot === slot)
    .sort((a, b) => a.order - b.order);
}

/** Every page of the given modules. */
export function routesOf(manifests: readonly WebModuleManifest[]): ModuleRoute[] {
  return manifests.flatMap((m) => m.routes);
}

/** Every page guard the modules declare. */
export function guardsOf(manifests: readonly WebModuleManifest[]): PageGuard[] {
  return manifests.flatMap((m) => m.guards ?? []);
}
