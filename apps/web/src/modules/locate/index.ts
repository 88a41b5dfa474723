export { locateRoutes } from './routes';
