import { accountShellManifest } from '../modules/account/shell-manifest';
import type { WebModuleManifest } from '../platform/routing';

/**
 * What of the modules the app's entry holds: the sign-in and home pages. Everything else arrives with the
 * modules' manifests (`./modules`) on the first navigation elsewhere (docs/decisions/0023).
 */
export const SHELL_MODULES: readonly WebModuleManifest[] = [accountShellManifest];
