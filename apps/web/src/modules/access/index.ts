export { accessManifest } from './manifest';
