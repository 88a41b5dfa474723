import { commonResources, initI18n, localeOfPath } from '../platform/i18n';

/**
 * Starts i18next in the language of the route the app opens on (`/en/...` is English), with the
 * platform's texts only: each module's namespace arrives with its first page (its manifest's
 * `messages`), so none weighs on the start-up bundle.
 */
export function startI18n(path: string) {
  return initI18n([commonResources], localeOfPath(path));
}
