export { quoteRoutes } from './quote.routes.ts';
