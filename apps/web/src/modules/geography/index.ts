export { geographyRoutes } from './routes';
