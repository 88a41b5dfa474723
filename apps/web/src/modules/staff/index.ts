export { staffRoutes } from './routes';
