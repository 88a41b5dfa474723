export { employeeContractRoutes } from './routes';
