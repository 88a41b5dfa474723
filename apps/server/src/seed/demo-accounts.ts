/** The default demo password when DEMO_ADMIN_PASSWORD is not set (listed in the README). */
export { DEFAULT_DEMO_PASSWORD } from '../modules/account/index.js';
