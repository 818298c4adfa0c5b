/**
 * Development only: prints a signed APPDISCOUNT claim, as the app channel's backend would issue
 * one (decision 033 item 3; README in apps/server/src/modules/offers), to try the app discount by hand.
 *
 *   npx tsx scripts/app-claim.ts                 # valid for 15 minutes
 *   npx tsx scripts/app-claim.ts --seconds 60
 *
 * Send it as "offerProof": {"appClaim": "<claim>"} with PUT or POST /v1/quote, with AFFIDON
 * answered APPDISCOUNT. It is signed with APP_CLAIM_SECRET (the development default unless set).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@van/server/config';
import { APP_CLAIM_MAX_SECONDS, issueAppClaim } from '@van/server/modules/offers';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: String(APP_CLAIM_MAX_SECONDS) } },
});

try {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Development only: the app channel issues claims.');
  const claim = issueAppClaim(
    'APPDISCOUNT',
    config.offers.appClaimSecret,
    new Date(),
    Number(values.seconds),
  );
  process.stdout.write(`${JSON.stringify({ offerProof: { appClaim: claim } })}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
