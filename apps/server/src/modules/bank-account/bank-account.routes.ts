import { bankAccountCheckContract } from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { checkBankAccount } from './bank-account.service.ts';
import { createModulusCheck, loadVocalinkTables, type ModulusCheck } from './modulus-check.ts';

export interface BankAccountRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * The bank-account routes over a given modulus check: the seam where a commercial account
 * validation service (one that also knows which sort codes exist) could replace ours.
 */
export function createBankAccountRoutes(
  loadCheck: () => Promise<ModulusCheck>,
): FastifyPluginAsync<BankAccountRoutesOptions> {
  return async (app, { db, now }) => {
    const modulusCheck = await loadCheck();
    // The numbers arrive in the body, which is never logged (lib/logger.ts), and are not stored.
    contractRoute(app, bankAccountCheckContract, async (request) =>
      checkBankAccount(db, modulusCheck, request.body, request.clientKey, now()),
    );
  };
}

/** POST /v1/bankAccount/check: the VocaLink modulus check on the shipped tables (decision 028). */
export const bankAccountRoutes = createBankAccountRoutes(async () =>
  createModulusCheck(await loadVocalinkTables()),
);
