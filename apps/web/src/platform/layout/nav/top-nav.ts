import type { PermissionCode } from '@kenh/contract';
import type { RequiredPermission } from '../../session/permissions';
import type { ShellKey } from '../texts';

/** One link of the top bar. Without `permission` it shows whenever its group shows. */
export interface TopNavEntry {
  label: ShellKey;
  path: string;
  permission?: RequiredPermission;
  /** The page check of the screen it opens (filled in from the route): the link needs it too. */
  opens?: RequiredPermission;
}

/** Whether the user may follow the link: its own rule and the page check of its screen. */
export function mayFollow(
  can: (required: RequiredPermission) => boolean,
  entry: Pick<TopNavEntry, 'permission' | 'opens'>,
): boolean {
  return (!entry.permission || can(entry.permission)) && (!entry.opens || can(entry.opens));
}

/** Entries shown together; sections of a group are separated by a divider (and an optional title). */
export interface TopNavSection {
  key: string;
  title?: ShellKey;
  entries: readonly TopNavEntry[];
}

/** When a group is highlighted: the path contains a text, or lies under one of the given paths. */
export type ActiveRule = { contains: string } | { under: readonly string[] };

/** The groups of spec §2.11, in their order; the gear is `settings`. */
export const TOP_NAV_GROUP_KEYS = [
  'staff',
  'sales',
  'documents',
  'dispatch',
  'meeting',
  'products',
  'reports',
  'catalogue',
  'settings',
] as const;
export type TopNavGroupKey = (typeof TOP_NAV_GROUP_KEYS)[number];

/** A group as the spec fixes it (key, label, order, permission rule); its entries come from the modules. */
export interface TopNavGroupFrame {
  key: TopNavGroupKey;
  label: ShellKey;
  /** The group shows when the user holds any of these (spec §6). */
  permission: RequiredPermission;
  active: ActiveRule;
  /** Drawn as a gear icon with the label as its accessible name. */
  icon?: 'settings';
  /** A plain link to its only entry instead of a drop-down menu. */
  direct?: boolean;
  /** The sections, in order; a module names the one its entry goes in (`main` when it names none). */
  sections: readonly { key: string; title?: ShellKey }[];
}

/** A group with the entries the modules contributed. */
export interface TopNavGroup extends Omit<TopNavGroupFrame, 'sections'> {
  sections: readonly TopNavSection[];
}

/** An entry a module puts in the top bar (or the gear, group `settings`). */
export interface TopNavContribution extends TopNavEntry {
  group: TopNavGroupKey;
  /** The section of the group (default `main`). */
  section?: string;
  /** Place within the section, lowest first. */
  order: number;
}

const STAFF: readonly PermissionCode[] = [
  'employeestaff',
  'employeecontractstaff',
  'officestaff',
  'positionstaff',
  'organizationstaff',
  'organizationtypestaff',
];
const SALES: readonly PermissionCode[] = [
  'customerecommerce',
  'incentivesecommerce',
  'orderecommerce',
  'settingaccumulatepointsecommerce',
  'plan',
  'promotion',
];
const PRODUCTS: readonly PermissionCode[] = ['unitproduct', 'pricelistproduct', 'categoryproduct', 'product'];
const MAIN = [{ key: 'main' }] as const;

/**
 * The skeleton of the desktop top navigation bar (spec §2.11) with the group rules of spec §6: keys,
 * labels, order and who sees each group. The entries are not here: each module's manifest
 * contributes the entries of the screens it builds, so a link exists only once its screen does.
 */
export const TOP_NAV_GROUPS: readonly TopNavGroupFrame[] = [
  {
    key: 'staff',
    label: 'nav.groups.staff',
    permission: STAFF,
    active: { contains: 'staff-manager' },
    sections: MAIN,
  },
  {
    key: 'sales',
    label: 'nav.groups.sales',
    permission: SALES,
    active: { under: ['/sales-plan', '/promotion', '/ecommerce-manager', '/area-manager'] },
    sections: [
      { key: 'main' },
      { key: 'ecommerce', title: 'nav.sections.ecommerce' },
      { key: 'network', title: 'nav.sections.network' },
    ],
  },
  {
    key: 'documents',
    label: 'nav.groups.documents',
    permission: 'document',
    active: { under: ['/document-v2'] },
    sections: MAIN,
  },
  {
    key: 'dispatch',
    label: 'nav.groups.dispatch',
    permission: 'notificationdocument',
    active: { under: ['/documentary-notification'] },
    sections: MAIN,
  },
  {
    key: 'meeting',
    label: 'nav.groups.meeting',
    direct: true,
    permission: 'meeting',
    active: { under: ['/meeting'] },
    sections: MAIN,
  },
  {
    key: 'products',
    label: 'nav.groups.products',
    permission: PRODUCTS,
    active: { under: ['/product'] },
    sections: MAIN,
  },
  {
    key: 'reports',
    label: 'nav.groups.reports',
    permission: 'salesreport',
    active: { under: ['/report-v2'] },
    sections: MAIN,
  },
  {
    key: 'catalogue',
    label: 'nav.groups.catalogue',
    permission: 'grocery',
    active: { under: ['/chth-manager', '/nvtt-manager', '/object'] },
    sections: MAIN,
  },
  {
    key: 'settings',
    label: 'nav.groups.settings',
    icon: 'settings',
    permission: ['role', 'faq'],
    active: { under: ['/settings', '/helpdesk', '/locate-manager'] },
    sections: [{ key: 'roles' }, { key: 'faq' }, { key: 'network' }],
  },
];

/**
 * The bar as the modules fill it: each contribution in its group's section, by `order`. A
 * contribution naming a group section the skeleton lacks is a programming error and throws.
 */
export function buildTopNav(
  contributions: readonly TopNavContribution[],
  frames: readonly TopNavGroupFrame[] = TOP_NAV_GROUPS,
): TopNavGroup[] {
  for (const c of contributions) {
    const frame = frames.find((f) => f.key === c.group);
    if (!frame?.sections.some((s) => s.key === (c.section ?? 'main')))
      throw new Error(`Top bar entry ${c.path}: no section ${c.section ?? 'main'} in group ${c.group}`);
  }
  return frames.map((frame) => ({
    ...frame,
    sections: frame.sections.map((section) => ({
      ...section,
      entries: contributions
        .filter((c) => c.group === frame.key && (c.section ?? 'main') === section.key)
        .sort((a, b) => a.order - b.order)
        .map(({ group: _group, section: _section, order: _order, ...entry }) => entry),
    })),
  }));
}

/** `path` is `base` or lies under it (`/product/unit` is under `/product`, `/products` is not). */
export function isUnder(path: string, base: string): boolean {
  if (base === '/') return path === '/';
  return path === base || path.startsWith(`${base}/`);
}

/** Whether the group is highlighted for the current (language-free) path. */
export function isGroupActive(group: Pick<TopNavGroup, 'active'>, path: string): boolean {
  const rule = group.active;
  return 'contains' in rule ? path.includes(rule.contains) : rule.under.some((base) => isUnder(path, base));
}

/**
 * What the user sees: groups whose permission they hold, entries they may follow (`mayFollow`),
 * without empty sections or groups. So a divider only appears between two visible sections (the
 * gear's role/FAQ separator shows only when both are held).
 */
export function visibleTopNav(
  can: (required: RequiredPermission) => boolean,
  nav: readonly TopNavGroup[],
): TopNavGroup[] {
  return nav.flatMap((group) => {
    if (!can(group.permission)) return [];
    const sections = group.sections
      .map((section) => ({
        ...section,
        entries: section.entries.filter((entry) => mayFollow(can, entry)),
      }))
      .filter((section) => section.entries.length > 0);
    return sections.length ? [{ ...group, sections }] : [];
  });
}
