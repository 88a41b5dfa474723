import type { AccountType } from '@kenh/contract';
import { buildBottomNav, visibleBottomNav, type BottomNavEntry } from '../layout/nav/bottom-nav';
import {
  buildTopNav,
  mayFollow,
  TOP_NAV_GROUPS,
  visibleTopNav,
  type TopNavEntry,
  type TopNavGroup,
} from '../layout/nav/top-nav';
import type { ShellKey } from '../layout/texts';
import type { RequiredPermission } from '../session/permissions';
import { useSessionUser } from '../session/session-store';
import { usePermissionCheck } from '../session/use-permission';
import type { HomeCardKey, HomeLink, WaitingCount, WebModuleManifest } from './manifest';
import { declaredGuards, declaredModules, findRoute } from './module-registry';
import { routePermission, type PageGuard } from './page-guards';
import type { ModuleRoute } from './routes';

/** A card of the home page: a top-bar group's screens, or the user's own pages. */
export interface HomeCard {
  key: HomeCardKey;
  title: ShellKey;
  /** The group's rule (spec §6): its top-bar entries show only to those who hold it. */
  permission?: RequiredPermission;
  /** The group's top-bar entries. */
  entries: readonly TopNavEntry[];
  /** The modules' home links, shown to whoever may open them whatever the group's rule. */
  links: readonly HomeCardLink[];
}

/** A home link as the card holds it: a top-bar entry, for some account types only. */
export type HomeCardLink = TopNavEntry & Pick<HomeLink, 'accountTypes'>;

/** The app's navigation as the modules declare it, before any user's permissions apply. */
export interface ModuleNavigation {
  topNav: readonly TopNavGroup[];
  bottomNav: readonly BottomNavEntry[];
  home: readonly HomeCard[];
  waiting: readonly WaitingCount[];
}

const PERSONAL: { key: HomeCardKey; title: ShellKey; permission?: RequiredPermission } = {
  key: 'personal',
  title: 'nav.accountMenu',
};

/**
 * Builds the navigation from the manifests: a link is kept only when a declared route answers its
 * path (the screen exists), and it carries that route's page check (`opens`), so it shows only to
 * whoever may open it. A link to nowhere is a programming error the tests catch
 * (`undeclaredLinks`).
 */
export function navigationOf(
  modules: readonly WebModuleManifest[],
  guards: readonly PageGuard[],
): ModuleNavigation {
  const routes = modules.flatMap((m) => m.routes);
  const resolve = <T extends { path: string }>(link: T): (T & { opens?: RequiredPermission })[] => {
    const route = findRoute(routes, link.path);
    if (!route) return [];
    const opens = routePermission(route, guards);
    return [opens === undefined ? link : { ...link, opens }];
  };
  const topNav = buildTopNav(modules.flatMap((m) => (m.topNav ?? []).flatMap(resolve)));
  const bottomNav = buildBottomNav(modules.flatMap((m) => (m.bottomNav ?? []).flatMap(resolve)));
  const homeLinks = modules.flatMap((m) => (m.home ?? []).flatMap(resolve));
  const cards = [
    ...TOP_NAV_GROUPS.map((g) => ({ key: g.key, title: g.label, permission: g.permission })),
    PERSONAL,
  ];
  const home = cards.map((card) => ({
    ...card,
    entries: topNav.find((g) => g.key === card.key)?.sections.flatMap((s) => s.entries) ?? [],
    links: homeLinks
      .filter((link) => link.card === card.key)
      .sort((a, b) => a.order - b.order)
      .map(({ card: _card, order: _order, ...link }) => link),
  }));
  return { topNav, bottomNav, home, waiting: modules.flatMap((m) => m.waiting ?? []) };
}

/** Every link the manifests declare whose path no declared route answers. */
export function undeclaredLinks(modules: readonly WebModuleManifest[]): string[] {
  const routes: ModuleRoute[] = modules.flatMap((m) => m.routes);
  const links = modules.flatMap((m) => [...(m.topNav ?? []), ...(m.bottomNav ?? []), ...(m.home ?? [])]);
  return links.map((l) => l.path).filter((path) => !findRoute(routes, path));
}

let cache: { modules: readonly WebModuleManifest[]; navigation: ModuleNavigation } | undefined;

/** The navigation of the declared modules (built once per declaration). */
export function declaredNavigation(): ModuleNavigation {
  const modules = declaredModules();
  if (cache?.modules !== modules) cache = { modules, navigation: navigationOf(modules, declaredGuards()) };
  return cache.navigation;
}

/**
 * What the given permissions leave of the navigation: the top bar, bottom bar, home cards and counts
 * (a home link for some account types only shows to an account of one of them).
 */
export function visibleNavigation(
  can: (required: RequiredPermission) => boolean,
  navigation: ModuleNavigation = declaredNavigation(),
  accountType?: AccountType,
) {
  const forThisAccount = (link: HomeCardLink) =>
    !link.accountTypes || (accountType !== undefined && link.accountTypes.includes(accountType));
  return {
    topNav: visibleTopNav(can, navigation.topNav),
    bottomNav: visibleBottomNav(can, navigation.bottomNav),
    home: navigation.home
      .map(({ key, title, permission, entries, links }) => ({
        key,
        title,
        links: uniqueByPath([
          ...(!permission || can(permission) ? entries : []),
          ...links.filter(forThisAccount),
        ]).filter((link) => mayFollow(can, link)),
      }))
      .filter((card) => card.links.length > 0),
    waiting: navigation.waiting.filter((count) => !count.permission || can(count.permission)),
  };
}

function uniqueByPath(links: readonly HomeCardLink[]): HomeCardLink[] {
  return links.filter((link, index) => links.findIndex((l) => l.path === link.path) === index);
}

/** The navigation the signed-in user may follow. */
export function useModuleNavigation() {
  return visibleNavigation(usePermissionCheck(), declaredNavigation(), useSessionUser()?.type);
}
