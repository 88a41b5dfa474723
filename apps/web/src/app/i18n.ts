import { accountResources } from '../modules/account';
import { commonResources, initI18n, localeOfPath, type LocaleResources } from '../platform/i18n';

/** Every part's texts: platform (`common`) and one namespace per module. */
export const RESOURCES: readonly LocaleResources[] = [commonResources, accountResources];

/** Starts i18next in the language of the current hash route (`#/en/...` is English). */
export function startI18n(hash = window.location.hash) {
  return initI18n(RESOURCES, localeOfPath(hash.replace(/^#/, '') || '/'));
}
