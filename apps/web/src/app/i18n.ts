import { accountResources } from '../modules/account';
import { notificationResources } from '../modules/notification';
import { commonResources, initI18n, localeOfPath, type LocaleResources } from '../platform/i18n';

/** Every part's texts: platform (`common`) and one namespace per module. */
export const RESOURCES: readonly LocaleResources[] = [
  commonResources,
  accountResources,
  notificationResources,
];

/** Starts i18next in the language of the route the app opens on (`/en/...` is English). */
export function startI18n(path: string) {
  return initI18n(RESOURCES, localeOfPath(path));
}
