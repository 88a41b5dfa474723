export { organizationRoutes } from './routes';
