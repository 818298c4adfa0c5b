/**
 * A stand-in comparison site (issue 19 item 6): asks the running product for prices over the
 * partner API (decision 057) as a site would, for a made-up customer, and prints the outcome, each
 * tier's prices and its landing link: follow one to try the arrival (§4.4) by hand.
 *
 *   npm start                                                  # in another terminal
 *   npx tsx scripts/partner.ts create --site 115 --name "CompareVans"   # prints the site's key
 *   PARTNER_API_KEY=<key> npx tsx scripts/comparison-site.ts   # a customer who answered everything
 *   npx tsx scripts/comparison-site.ts --key <key> --partial   # only what the tariff needs: the
 *                                                              # journey asks the rest on arrival
 *   npx tsx scripts/comparison-site.ts --key <key> --decline   # a risk the engine declines
 *   npx tsx scripts/comparison-site.ts --key <key> --request-id my-1   # again: the same answer
 *   npx tsx scripts/comparison-site.ts --key <key> --request-id my-1 --again   # read it back (GET)
 *
 * --base-url is the product's address (default http://127.0.0.1:3000). The site is the one whose
 * key is sent: the quote's source of business comes from the key, never from the risk.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PartnerQuoteAnswerSchema, type PartnerQuoteAnswer } from '@van/domain/contract';
import type { Risk } from '@van/domain/risk';
import { formatMoney, ukToday } from '@van/domain/shared';
// This script is a development tool that plays a comparison site, never part of the product: its
// whole job is to send a made-up customer, and the complete one is the direct journey's test
// customer rather than a second copy of its answers.
// eslint-disable-next-line import-x/no-restricted-paths -- a stand-in site, not product code
import { completedDirectQuote } from '@van/domain/testing';
import { sampleComparisonSiteRisk } from '@van/server/modules/aggregator';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    key: { type: 'string' },
    partial: { type: 'boolean', default: false },
    decline: { type: 'boolean', default: false },
    'request-id': { type: 'string' },
    again: { type: 'boolean', default: false },
  },
});

/**
 * The made-up customer the site sends, cover starting `today`: every answer the journey asks; or,
 * `partial`, only what the tariff needs (sites' own forms often do not ask claims, convictions,
 * e-mail, phone, keeper, use, where kept...); or one the engine declines (insurance refused
 * before: a decline the site cannot pre-filter, so it is priced and answered, not refused).
 */
function siteRisk(today: string): Risk {
  if (values.partial) return sampleComparisonSiteRisk(today);
  const risk = completedDirectQuote(today).policy.eventCurrent.risk;
  if (values.decline) risk.proposer = { ...risk.proposer, insuranceRefused: true };
  return risk;
}

function print(answer: PartnerQuoteAnswer): void {
  const lines = [
    `Quote ${answer.quoteReference}: ${answer.outcome}, valid until ${answer.expiresAt} (request ${answer.requestId})`,
  ];
  if (answer.message) lines.push(answer.message);
  for (const tier of answer.tiers) {
    const monthly = tier.monthly
      ? `or ${formatMoney(tier.monthly.deposit)} then ${tier.monthly.instalmentCount} x ${formatMoney(tier.monthly.instalmentAmount)} ` +
        `(${tier.monthly.apr}% APR, ${formatMoney(tier.monthly.totalPayable)} in all)`
      : 'not offered monthly';
    lines.push(
      `${tier.name}: ${formatMoney(tier.annualPrice)} a year, ${monthly}; excess ${formatMoney(tier.excess.total)}`,
      `  ${tier.landingUrl}`,
    );
  }
  if (answer.unansweredQuestions.length > 0) {
    lines.push(
      `On arrival the customer will be asked ${answer.unansweredQuestions.length} more: ` +
        answer.unansweredQuestions.join('; '),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const key = values.key ?? process.env.PARTNER_API_KEY;
  if (!key) {
    throw new Error(
      "Give the site's API key: --key <key> or PARTNER_API_KEY (scripts/partner.ts create prints it).",
    );
  }
  if (values.again && !values['request-id']) throw new Error('--again needs --request-id.');
  const baseUrl = values['base-url'].trim().replace(/\/+$/, '');
  const requestId = values['request-id'] ?? `stand-in-${randomUUID()}`;
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const response = values.again
    ? await fetch(`${baseUrl}/partner/v1/quotes/${encodeURIComponent(requestId)}`, { headers })
    : await fetch(`${baseUrl}/partner/v1/quotes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ requestId, risk: siteRisk(ukToday(new Date())) }),
      });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new Error(
      `The product answered ${response.status} ${error?.code ?? ''}: ${error?.message ?? 'no message'}`,
    );
  }
  print(PartnerQuoteAnswerSchema.parse(body));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
