export { accountManifest } from './manifest';
export { accountPaths } from './paths';
export { accountResources, type AccountMessages } from './locales';
