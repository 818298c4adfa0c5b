import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { NO_STORE } from '../../plugins/security.ts';
import { isWithdrawalToken, withdrawMarketing, WITHDRAWAL_PATH } from './consent.service.ts';
import { withdrawalDonePage, withdrawalFormPage } from './withdrawal-page.ts';

export interface ConsentRoutesOptions {
  db: Db;
  now: () => Date;
  brandName: string;
}

// A token is 32 random bytes in base64url; anything else is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Decision 043: GET /v1/consent/withdraw/:token shows the page, POST withdraws. The page's form
 * posts with no fields; browsers send it as application/x-www-form-urlencoded, which only these
 * routes accept (every other call takes JSON, §7.1).
 */
export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (
  app,
  { db, now, brandName },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  app.get<{ Params: { token: string } }>(
    `${WITHDRAWAL_PATH}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params;
      const known = TOKEN_PATTERN.test(token) && (await isWithdrawalToken(db, token));
      const page = withdrawalFormPage(brandName, known);
      return reply
        .status(page.status)
        .header('cache-control', NO_STORE)
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
  app.post<{ Params: { token: string } }>(
    `${WITHDRAWAL_PATH}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params;
      const withdrawn = TOKEN_PATTERN.test(token) && (await withdrawMarketing(db, token, now()));
      const page = withdrawalDonePage(brandName, withdrawn);
      return reply
        .status(page.status)
        .header('cache-control', NO_STORE)
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
