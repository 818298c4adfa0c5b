export { configRoutes, publicConfigOf } from './config.routes.ts';
