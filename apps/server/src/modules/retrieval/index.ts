export { retrievalRoutes } from './retrieval.routes.ts';
