import { accessApi, type Locale } from '@kenh/contract';
import { callEndpoint } from '../../../platform/api';
import { hasPermission, sessionAccess, sessionUser } from '../../../platform/session';

/**
 * Where a fresh sign-in lands by the account's own choice (my-setting): its language and the page
 * it opens first. Only settings the account saved count — without them the login page's language
 * stays — and only for holders of `role`, who alone may read them (spec §6: /my-setting needs role).
 * Loaded after sign-in, outside the login page's bundle.
 */
export async function savedStart(): Promise<{ language: Locale; page: string | null } | undefined> {
  if (!hasPermission(sessionUser(), sessionAccess(), 'role')) return undefined;
  try {
    const settings = await callEndpoint(accessApi.getMySettings);
    return settings.updated_at === null
      ? undefined
      : { language: settings.language, page: settings.default_page };
  } catch {
    // Unreadable settings never keep anyone on the login page.
    return undefined;
  }
}
