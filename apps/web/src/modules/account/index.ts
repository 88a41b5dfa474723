export { accountRoutes } from './routes';
export { accountPaths } from './paths';
export { accountResources, type AccountMessages } from './locales';
