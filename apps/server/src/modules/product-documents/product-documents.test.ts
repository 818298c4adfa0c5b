import { type ProductIdentifier } from '@van/domain/quote';
import { ADDITIONAL_COVER_TERMS_URL, ADD_ONS } from '@van/domain/reference-data';
import { TARIFF_2026_11, type RateTables } from '@van/rating';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BRAND as BRAND } from '../../test/brand.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { writeDocument } from '../documents/index.ts';
import { IPID_QUESTIONS } from './ipid.ts';
import { productDocuments } from './product-documents.ts';

// The product documents are made from the tariff: each read back from its PDF, with the figures
// the quote shows for the same tier or extra.

const TODAY = '2026-11-22';
const TIERS = Object.keys(TARIFF_2026_11.tiers) as ProductIdentifier[];

async function textAt(url: string, versions?: readonly RateTables[], today = TODAY) {
  const document = productDocuments(BRAND, today, versions).get(url);
  if (!document) throw new Error(`no document at ${url}`);
  return pdfText(await writeDocument(document.content()));
}

/** Every address the tariff links a quote to (§3.4, §3.5), and the §9.5 additional cover terms. */
function addressesOf(tables: RateTables): string[] {
  return [
    ...Object.values(tables.tiers).flatMap((tier) => [
      tier.ipid.url,
      tier.policySummaryUrl,
      tier.policyDocumentUrl,
    ]),
    ...Object.values(tables.includedExtensions).map((extension) => extension.url),
    ...Object.values(tables.addOns).map((addOn) => addOn.url),
    tables.protectedNcdDocument.url,
    ADDITIONAL_COVER_TERMS_URL,
  ];
}

/** A later tariff: Van Gold's excess goes up, and its summary moves to a new address. */
const LATER: RateTables = {
  ...TARIFF_2026_11,
  version: '2027-05.1',
  effectiveFrom: '2027-05-01',
  tiers: {
    ...TARIFF_2026_11.tiers,
    GOLD: {
      ...TARIFF_2026_11.tiers.GOLD,
      compulsoryExcess: 275,
      policySummaryUrl: '/documents/van-gold-2027/policy-summary.pdf',
    },
  },
};

describe('productDocuments', () => {
  it('has a document at exactly each address the tariff names, and the additional cover terms', () => {
    const documents = productDocuments(BRAND, TODAY, [TARIFF_2026_11]);
    expect([...documents.keys()].sort()).toEqual([...new Set(addressesOf(TARIFF_2026_11))].sort());
  });

  it('names each file after its address', () => {
    const documents = productDocuments(BRAND, TODAY, [TARIFF_2026_11]);
    expect(documents.get('/documents/van-gold/ipid.pdf')?.fileName).toBe('van-gold-ipid.pdf');
    expect(documents.get('/documents/ipid/tools-1000.pdf')?.fileName).toBe('ipid-tools-1000.pdf');
  });

  it('gives an address two tariffs name the figures of the one in force on the day', async () => {
    const versions = [TARIFF_2026_11, LATER];
    const url = TARIFF_2026_11.tiers.GOLD.ipid.url;
    expect(productDocuments(BRAND, '2027-04-30', versions).get(url)?.tariffVersion).toBe(
      '2026-11.2',
    );
    expect(productDocuments(BRAND, '2027-05-01', versions).get(url)?.tariffVersion).toBe(
      '2027-05.1',
    );
    expect(await textAt(url, versions, '2027-05-01')).toContain('compulsory excess £275');
  });

  it('serves an address only a tariff not yet in force names, and keeps the older ones', () => {
    const documents = productDocuments(BRAND, TODAY, [TARIFF_2026_11, LATER]);
    expect(documents.get('/documents/van-gold-2027/policy-summary.pdf')?.tariffVersion).toBe(
      '2027-05.1',
    );
    expect(documents.get('/documents/van-gold/policy-summary.pdf')?.tariffVersion).toBe(
      '2026-11.2',
    );
  });

  it.each(['/documents/:kind.pdf', '/documents/van-gold/*', '/documents/../ipid.pdf', '/ipid.pdf'])(
    'refuses a tariff naming the address %s',
    (url) => {
      const broken: RateTables = {
        ...TARIFF_2026_11,
        tiers: {
          ...TARIFF_2026_11.tiers,
          GOLD: { ...TARIFF_2026_11.tiers.GOLD, policySummaryUrl: url },
        },
      };
      expect(() => productDocuments(BRAND, TODAY, [broken])).toThrow(url);
    },
  );
});

describe('product IPIDs', () => {
  it.each(TIERS)(
    "%s: the template's questions in order, with the tier's own figures",
    async (tier) => {
      const product = TARIFF_2026_11.tiers[tier];
      const text = await textAt(product.ipid.url);
      const questions = Object.values(IPID_QUESTIONS).map((question) => text.indexOf(question));
      expect(questions.every((at) => at >= 0)).toBe(true);
      expect(questions).toEqual([...questions].sort((a, b) => a - b));
      expect(text).toContain(`Product ${product.productName}`);
      expect(text).toContain(`Company ${TARIFF_2026_11.insurer.name}`);
      expect(text).toContain(`compulsory excess £${product.compulsoryExcess}`);
      expect(text).toContain(
        `Personal belongings in your van: up to £${product.personalBelongings}`,
      );
      expect(text).toContain(
        `equipment fitted to your van: up to £${product.audioLimit.toLocaleString('en-GB')}`,
      );
      expect(text).toContain(`for up to ${product.euCoverDays} days`);
      expect(text).toContain(product.ipid.documentID);
      if (product.keyCover === undefined)
        expect(text).toContain("- Loss or theft of your van's keys -");
      else expect(text).toContain(`keys: up to £${product.keyCover.toLocaleString('en-GB')}`);
      expect(text.includes('A courtesy vehicle while an approved repairer')).toBe(
        product.courtesyVehicle,
      );
      for (const code of product.included) {
        const name = TARIFF_2026_11.includedExtensions[code]?.description.split(':')[0] ?? code;
        expect(text).toContain(`${name}:`);
      }
    },
  );

  it('names each page by its document id, not as a policy number', async () => {
    const text = await textAt(TARIFF_2026_11.tiers.VAN.ipid.url);
    expect(text).toContain(`Document ${TARIFF_2026_11.tiers.VAN.ipid.documentID}`);
    expect(text).not.toContain('Policy number');
  });

  it('tells Van Essentials buyers there is no courtesy vehicle and no key cover', async () => {
    const text = await textAt(TARIFF_2026_11.tiers.VAN.ipid.url);
    const notInsured = text.slice(
      text.indexOf(IPID_QUESTIONS.notInsured),
      text.indexOf(IPID_QUESTIONS.restrictions),
    );
    expect(notInsured).toContain('A courtesy vehicle while your van is repaired');
    expect(notInsured).toContain("Loss or theft of your van's keys");
    expect(notInsured).toContain('compulsory excess of £350');
  });

  it('lists the excesses: young and new drivers, non-approved repairers, windscreens', async () => {
    const text = await textAt(TARIFF_2026_11.tiers.GOLD.ipid.url);
    expect(text).toContain('Extra excess for a driver aged 20 or under £300');
    expect(text).toContain('Extra excess for a driver aged 21 to 24 £200');
    expect(text).toContain('held a licence for less than 2 years £250');
    expect(text).toContain('Windscreen replacement (approved repairer / other) £75 / £100');
    expect(text).toContain('Locks and keys £100');
  });
});

describe('policy summaries and wordings', () => {
  it.each(TIERS)(
    '%s: the summary gives the key features and limits and the extras offered',
    async (tier) => {
      const product = TARIFF_2026_11.tiers[tier];
      const text = await textAt(product.policySummaryUrl);
      expect(text).toContain(`Policy summary ${product.productName}`);
      expect(text).toContain(`Market value; compulsory excess £${product.compulsoryExcess}`);
      expect(text).toContain(`Personal belongings Up to £${product.personalBelongings}`);
      const offered = Object.entries(TARIFF_2026_11.addOns).filter(([, addOn]) =>
        addOn.offeredOn.includes(tier),
      );
      for (const [code, addOn] of offered) {
        const name = ADD_ONS.find((known) => known.code === code)?.name ?? code;
        expect(text).toMatch(
          new RegExp(`${name.replace(/[+£]/g, '\\$&').split(' ').join('\\s+')}.*?£${addOn.price}`),
        );
      }
      expect(text.includes('Van Legal Assistance £29.99')).toBe(tier === 'VAN');
    },
  );

  it.each(TIERS)(
    '%s: the wording is the contract with the brand and the tier’s limits',
    async (tier) => {
      const product = TARIFF_2026_11.tiers[tier];
      const text = await textAt(product.policyDocumentUrl);
      expect(text).toContain(`This is your ${product.productName} van insurance policy`);
      expect(text).toContain(`${BRAND.brokerLegalName}, trading as ${BRAND.brandName}`);
      expect(text).toContain(
        `The compulsory excess is £${product.compulsoryExcess} for each claim`,
      );
      for (const section of [
        'Section 1: Liability to other people',
        'General exclusions',
        'General conditions',
        'If you have a complaint',
        'Financial Ombudsman Service',
      ])
        expect(text).toContain(section);
      expect(text.includes('Driving other vans')).toBe(
        product.drivingOtherVehiclesFromAge !== undefined,
      );
    },
  );
});

describe('extras', () => {
  it.each([
    ['/documents/ipid/tools-7500.pdf', ['Tools cover up to £7,500', 'up to £7,500 in total']],
    [
      '/documents/ipid/breakdown-at-home.pdf',
      [
        'Breakdown cover: Roadside + National Recovery + At Home',
        '3 call-outs per policy year, then pay-for-use',
        'At home:',
      ],
    ],
    [
      '/documents/ipid/breakdown-roadside.pdf',
      ['Breakdown cover: Roadside', 'A breakdown at your home or within 1/4 mile of it'],
    ],
    [
      '/documents/ipid/van-legal-assistance.pdf',
      [
        'Van Legal Assistance',
        'Prosecution defence',
        'up to £100,000',
        'An optional extra on Van Essentials, for £29.99 a year',
      ],
    ],
    [
      '/documents/ipid/motor-legal-assistance.pdf',
      [
        'Motor Legal Assistance',
        'Motor Legal Assistance is included as standard with Van Silver, Van Gold and Van Platinum',
      ],
    ],
    [
      '/documents/ipid/van-hire.pdf',
      [
        'Van Hire',
        'A similar-size van for up to 28 days, two claims per policy year',
        'An optional extra on Van Essentials, Van Silver and Van Gold, for £39.99',
        'Car Hire is included as standard with Van Platinum',
      ],
    ],
    [
      '/documents/ipid/protected-no-claims-discount.pdf',
      [
        'Protected No Claims Discount',
        'at least 2 years',
        'does not protect the price of your insurance',
        '9 or more 4 2 9 2',
      ],
    ],
  ])('%s describes its cover and limits', async (url, expected) => {
    const text = await textAt(url);
    expect(text).toContain(IPID_QUESTIONS.insured);
    for (const fragment of expected) expect(text).toContain(fragment);
  });

  it('the additional cover terms give the terms of every add-on, included extra and NCD protection', async () => {
    const text = await textAt(ADDITIONAL_COVER_TERMS_URL);
    expect(text).toContain('Additional Cover Terms and Conditions All of the cover details');
    for (const addOn of ADD_ONS) expect(text).toContain(addOn.name);
    for (const name of [
      'Motor Legal Assistance',
      'Motor Accident Plan',
      'Protected No Claims Discount',
    ])
      expect(text).toContain(name);
    expect(text).toContain('What is not covered');
  });
});
