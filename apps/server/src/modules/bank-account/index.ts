export { bankAccountRoutes } from './bank-account.routes.ts';
export { checkBankAccount } from './bank-account.service.ts';
export { createModulusCheck, loadVocalinkTables, type ModulusCheck } from './modulus-check.ts';
