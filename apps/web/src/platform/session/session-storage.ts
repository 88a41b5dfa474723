import { z } from 'zod';
import {
  DERIVED_ROLES,
  modulePermissionMapSchema,
  profileEntrySchema,
  userAccountSchema,
  type DerivedRole,
  type LoginResult,
  type ModulePermissionMap,
} from '@kenh/contract';
import { DAY_SECONDS, deleteCookie, readCookie, readJson, writeCookie, writeJson } from '../storage';

/** Cookie and local-storage names of the session (spec §3, data catalogue "client-held state"). */
export const SESSION_COOKIES = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userAccount: 'userAccount',
} as const;
export const SESSION_STORAGE_KEYS = {
  role: 'role',
  permission: 'permission',
  modulePermission: 'module_permission',
} as const;
/** Login cookies live 2592000 s (30 days, spec §9), with or without remember-me (docs/web.md). */
export const SESSION_COOKIE_MAX_AGE = 30 * DAY_SECONDS;

/** The signed-in account as the `userAccount` cookie holds it: the account plus its profile entries. */
export const sessionUserSchema = userAccountSchema.extend({ profile: z.array(profileEntrySchema) });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export interface SessionAccess {
  role: DerivedRole | undefined;
  permission: string[];
  modulePermission: ModulePermissionMap;
}

/**
 * Stores what a successful login returns: tokens and account in cookies (30 days), role and
 * permissions in local storage. Never the password.
 */
export function saveLogin(result: LoginResult): void {
  const user: SessionUser = { ...result.user, profile: result.profile };
  saveTokens(result.access_token, result.refresh_token);
  writeCookie(SESSION_COOKIES.userAccount, JSON.stringify(user), SESSION_COOKIE_MAX_AGE);
  writeJson(SESSION_STORAGE_KEYS.role, result.role);
  writeJson(SESSION_STORAGE_KEYS.permission, result.permission);
  writeJson(SESSION_STORAGE_KEYS.modulePermission, result.module_permission);
}

/** Stores a token pair (after login or a refresh, which gives the session a fresh lifetime). */
export function saveTokens(accessToken: string, refreshToken: string): void {
  writeCookie(SESSION_COOKIES.accessToken, accessToken, SESSION_COOKIE_MAX_AGE);
  writeCookie(SESSION_COOKIES.refreshToken, refreshToken, SESSION_COOKIE_MAX_AGE);
}

export function readAccessToken(): string | undefined {
  return readCookie(SESSION_COOKIES.accessToken) || undefined;
}

export function readRefreshToken(): string | undefined {
  return readCookie(SESSION_COOKIES.refreshToken) || undefined;
}

/** Spec §4: authenticated means a refresh-token cookie is present. */
export function hasSession(): boolean {
  return readRefreshToken() !== undefined;
}

/** The raw `userAccount` cookie (used to tell whether it changed). */
export function readUserCookie(): string | undefined {
  return readCookie(SESSION_COOKIES.userAccount);
}

export function parseSessionUser(raw: string | undefined): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const roleSchema = z.enum(DERIVED_ROLES);
const permissionListSchema = z.array(z.string());

export function readAccess(): SessionAccess {
  return {
    role: readJson(SESSION_STORAGE_KEYS.role, (v) => roleSchema.safeParse(v).data),
    permission:
      readJson(SESSION_STORAGE_KEYS.permission, (v) => permissionListSchema.safeParse(v).data) ?? [],
    modulePermission:
      readJson(SESSION_STORAGE_KEYS.modulePermission, (v) => modulePermissionMapSchema.safeParse(v).data) ??
      {},
  };
}

export function clearSessionCookies(): void {
  for (const name of Object.values(SESSION_COOKIES)) deleteCookie(name);
}
