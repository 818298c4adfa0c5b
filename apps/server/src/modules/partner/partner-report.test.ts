import type { Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromNewClient } from '../../test/network.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sampleComparisonSiteRisk } from '../aggregator/index.ts';
import { createPartner, partnerConversion } from './index.ts';

// Issue 19 item 5: the conversion facts per site and UK day, counted after known events made
// through the partner API itself (ask, retry, follow the landing link) and a purchase.

let now = new Date('2026-11-22T10:00:00Z');
let database: TestApp;
const keys: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestApp({ now: () => now });
  for (const [sourceOfBusiness, name] of [
    ['104', 'PriceMyVan'],
    ['115', 'CompareVans'],
  ] as const) {
    keys[sourceOfBusiness] = (await createPartner(database.db, { sourceOfBusiness, name })).key;
  }
});

afterAll(async () => {
  await database.close();
});

const completeRisk = (): Risk => completedDirectQuote(ukToday(now)).policy.eventCurrent.risk;

/** Asks site `site`'s quote; answers its reference and first landing link's token, if any. */
async function ask(site: string, requestId: string, risk: Risk) {
  const response = await database.app.inject({
    method: 'POST',
    url: '/partner/v1/quotes',
    headers: { authorization: `Bearer ${keys[site]}` },
    payload: { requestId, risk },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ quoteReference: string; tiers: { landingUrl: string }[] }>();
  const landing = answer.tiers[0]?.landingUrl;
  return {
    reference: answer.quoteReference,
    token: landing ? new URL(landing).searchParams.get('token')! : undefined,
  };
}

async function clickThrough(token: string | undefined) {
  const response = await database.app.inject({
    method: 'POST',
    url: '/v1/aggregator/token',
    payload: { aggToken: token },
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

it('counts, per site and UK day, the quotes asked, priced, declined, referred, clicked through and bought', async () => {
  // UK day 2026-11-22, site 104: two priced and clicked (one bought), one priced never clicked
  // (a partial risk), one declined, one referred; one retry that is not a second quote.
  const bought = await ask('104', 'a-1', completeRisk());
  await clickThrough(bought.token);
  await clickThrough(bought.token); // a second exchange is the same click
  await database.db
    .updateTable('quote')
    .set({ purchased_at: now })
    .where('web_reference', '=', bought.reference)
    .execute();
  const clicked = await ask('104', 'a-2', completeRisk());
  await clickThrough(clicked.token);
  await ask('104', 'a-3', sampleComparisonSiteRisk(ukToday(now)));
  const declinedRisk = completeRisk();
  declinedRisk.proposer = { ...declinedRisk.proposer, insuranceRefused: true };
  await ask('104', 'a-4', declinedRisk);
  const referredRisk = completeRisk();
  referredRisk.vehicles = [{ ...referredRisk.vehicles![0], value: 80_000 }];
  await ask('104', 'a-5', referredRisk);
  // A retry of a-1 (the same body, built the same way) is the same quote, not a sixth.
  expect((await ask('104', 'a-1', completeRisk())).reference).toBe(bought.reference);
  // Site 115, the same day, late in the evening: one priced quote.
  now = new Date('2026-11-22T23:30:00Z');
  await ask('115', 'b-1', completeRisk());
  // Site 104 on the next UK day: one priced quote.
  now = new Date('2026-11-23T00:30:00Z');
  await ask('104', 'a-6', completeRisk());

  const facts = await partnerConversion(database.db, '2026-11-22', '2026-11-23');
  expect(facts).toEqual([
    {
      sourceOfBusiness: '104',
      name: 'PriceMyVan',
      day: '2026-11-22',
      asked: 5,
      priced: 3,
      declined: 1,
      referred: 1,
      clickedThrough: 2,
      bought: 1,
    },
    {
      sourceOfBusiness: '115',
      name: 'CompareVans',
      day: '2026-11-22',
      asked: 1,
      priced: 1,
      declined: 0,
      referred: 0,
      clickedThrough: 0,
      bought: 0,
    },
    {
      sourceOfBusiness: '104',
      name: 'PriceMyVan',
      day: '2026-11-23',
      asked: 1,
      priced: 1,
      declined: 0,
      referred: 0,
      clickedThrough: 0,
      bought: 0,
    },
  ]);
  // The days asked for bound the report: the next day alone is its one row.
  expect(await partnerConversion(database.db, '2026-11-23', '2026-11-23')).toHaveLength(1);
  // No personal data: the report is names of sites, days and counts only.
  expect(JSON.stringify(facts)).not.toMatch(/O'Neill|Whitfield|@|LS1/);
});
