import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../app/modules';
import {
  findRoute,
  guardsOf,
  navigationOf,
  PAGE_GUARDS,
  routePermission,
  routesOf,
  undeclaredLinks,
  visibleNavigation,
} from '../platform/routing';
import { hasPermission, type RequiredPermission } from '../platform/session';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

const routes = routesOf(MODULES);
const guards = [...PAGE_GUARDS, ...guardsOf(MODULES)];
const navigation = navigationOf(MODULES, guards);

function checkFor(account: DemoAccount) {
  return (required: RequiredPermission) =>
    hasPermission({ is_superuser: account.superuser }, { permission: [...account.permission] }, required);
}

const link = (where: string, path: string): [string, string] => [where, path];

/** Every link the account sees: top bar (gear included), bottom bar, home page. */
function visibleLinks(account: DemoAccount) {
  const seen = visibleNavigation(checkFor(account), navigation, account.type);
  return [
    ...seen.topNav.flatMap((g) => g.sections.flatMap((s) => s.entries.map((e) => link('top bar', e.path)))),
    ...seen.bottomNav.map((e) => link('bottom bar', e.path)),
    ...seen.home.flatMap((c) => c.links.map((l) => link('home', l.path))),
  ];
}

describe('navigation never leads nowhere (issue 10 §1)', () => {
  it('every link a manifest declares opens a declared page', () => {
    expect(undeclaredLinks(MODULES)).toEqual([]);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    '%s: each visible entry opens a signed-in page whose check admits the account',
    (_name, account) => {
      const can = checkFor(account);
      const dead = visibleLinks(account).flatMap(([where, path]) => {
        const route = findRoute(routes, path);
        if (!route) return [`${where} ${path}: no page`];
        if (route.access !== 'signed-in') return [`${where} ${path}: not a signed-in page`];
        const required = routePermission(route, guards);
        return required === undefined || can(required) ? [] : [`${where} ${path}: no permission`];
      });
      expect(dead).toEqual([]);
      // Everyone reaches home and their own pages.
      expect(visibleLinks(account).map(([, path]) => path)).toContain('/my-account');
    },
  );

  it("offers the staff profile to the company's people only: a partner's account has no staff record", () => {
    const offered = DEMO_ACCOUNTS.filter((a) => visibleLinks(a).some(([, path]) => path === '/staff')).map(
      (a) => a.username,
    );
    expect(offered).toEqual(
      DEMO_ACCOUNTS.filter((a) => a.type === 'AD' || a.type === 'KT').map((a) => a.username),
    );
    // Without a known account type (no session yet) the link stays hidden.
    const anonymousType = visibleNavigation(checkFor(DEMO_ACCOUNTS[0]!), navigation);
    expect(anonymousType.home.flatMap((c) => c.links.map((l) => l.path))).not.toContain('/staff');
  });

  it('every built screen is reachable from the top bar, the gear, the bottom bar or the home page', () => {
    const linked = new Set(visibleLinks(DEMO_ACCOUNTS[0]!).map(([, path]) => path));
    // Detail pages open from their lists, create pages (`/create`, `/new`) from their list's button
    // (a create page per type, `/user-manager/create/NPP`, from its type chooser; the spec's
    // `/my-setting/create-flow-order` and `/my-setting/edit-flow-order?id=` from the flow list);
    // /staff-manager is the staff group's root, the same list as /staff-manager/m-staff.
    const needsALink = routes.filter(
      (r) =>
        r.access === 'signed-in' &&
        !/:[a-z_]+(\/|$)/i.test(r.path) &&
        !/\/(create|new)(\/[A-Z]+)?$/.test(r.path) &&
        !/\/(create|edit)-[a-z-]+$/.test(r.path) &&
        r.path !== '/staff-manager',
    );
    const unreachable = needsALink
      .filter((r) => ![...linked].some((path) => matchPath({ path: r.path, end: true }, path)))
      .map((r) => r.path);
    expect(unreachable).toEqual([]);
    for (const path of ['/locate-manager', '/area-manager', '/staff-manager/staff'])
      expect(linked).toContain(path);
  });

  it('the area supervisor, market staff and distributor each see a live entry beyond their own pages', () => {
    for (const username of ['giamsat', 'nvthitruong', 'npp.minhphat']) {
      const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
      const links = visibleLinks(account).map(([, path]) => path);
      expect(links, username).toContain('/notification');
    }
    const supervisor = visibleNavigation(
      checkFor(DEMO_ACCOUNTS.find((a) => a.username === 'giamsat')!),
      navigation,
    );
    // Danh mục (grocery stores, field staff) opens with the supervisor's `grocery` code, Sản phẩm with
    // the sales managers' catalogue codes.
    expect(supervisor.topNav.map((g) => g.key)).toEqual(['sales', 'products', 'catalogue']);
  });
});
