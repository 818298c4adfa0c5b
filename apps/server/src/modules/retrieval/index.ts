export { retrievalRoutes } from './retrieval.routes.ts';
export { retrievalClientKey, verifyRetrievalKey } from './retrieval.service.ts';
