export { bankAccountRoutes } from './bank-account.routes.ts';
