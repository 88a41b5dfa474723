import { DAY_SECONDS, deleteCookie, readCookie, writeCookie } from '../../../platform/storage';

/**
 * Remember-me keeps only the username, for 60 days (5184000 s, spec §9) — never the password.
 * Logout leaves it in place so the next sign-in is prefilled.
 */
export const REMEMBERED_USERNAME_COOKIE = 'rememberedUsername';
export const REMEMBER_ME_MAX_AGE = 60 * DAY_SECONDS;

export function readRememberedUsername(): string | undefined {
  return readCookie(REMEMBERED_USERNAME_COOKIE) || undefined;
}

export function rememberUsername(username: string, remember: boolean): void {
  if (remember) writeCookie(REMEMBERED_USERNAME_COOKIE, username, REMEMBER_ME_MAX_AGE);
  else deleteCookie(REMEMBERED_USERNAME_COOKIE);
}
