export { metadataRoutes } from './metadata.routes.ts';
