export { vehicleRoutes } from './vehicle.routes.ts';
