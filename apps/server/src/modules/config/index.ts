export { configRoutes } from './config.routes.ts';
