import { DIRECT_DEBIT_GUARANTEE } from '@van/domain/payment';
import type { InstalmentPlan, Result } from '@van/domain/quote';
import { formatMoney, formatPercent } from '@van/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import { CERTIFICATION } from './certificate.ts';
import {
  CHOSEN_EXTRAS,
  JANE,
  POLICY_NUMBER,
  REGISTRATION,
  policyholderQuote,
  pdfPages,
  pdfText,
  soldAnnually,
  soldMonthly,
} from './documents.fixtures.ts';
import {
  documentsFor,
  productInformationLinks,
  renderPolicyDocument,
  type PolicyDocumentKind,
  type SoldPolicy,
} from './index.ts';

// The documents of two sold policies, priced by the real tariff: one paid annually by card with
// two extras, one paid monthly by Direct Debit. Every figure is read back from the PDF's text.

let annual: SoldPolicy;
let monthly: SoldPolicy;
const texts = new Map<string, string>();

/** The text of `kind` for the annual or monthly policy (rendered once per test file). */
async function textOf(plan: 'annual' | 'monthly', kind: PolicyDocumentKind): Promise<string> {
  const key = `${plan} ${kind}`;
  const cached = texts.get(key);
  if (cached !== undefined) return cached;
  const text = await pdfText(
    await renderPolicyDocument(kind, plan === 'annual' ? annual : monthly),
  );
  texts.set(key, text);
  return text;
}

function resultOf(policy: SoldPolicy): Result {
  const result = policy.quote.policy.eventCurrent.result;
  if (!result) throw new Error('no result');
  return result;
}

function planOf(policy: SoldPolicy): InstalmentPlan {
  const plan = resultOf(policy).instalmentPlans?.[0];
  if (!plan) throw new Error('no plan');
  return plan;
}

beforeAll(() => {
  annual = soldAnnually();
  monthly = soldMonthly();
});

describe('documentsFor', () => {
  it('gives a policy paid annually by card its schedule, certificate, statement of fact and demands and needs', () => {
    expect(documentsFor(annual)).toEqual([
      {
        kind: 'policy-schedule',
        title: 'Policy schedule',
        fileName: 'RWV-2026-000123-policy-schedule.pdf',
      },
      {
        kind: 'certificate',
        title: 'Certificate of motor insurance',
        fileName: 'RWV-2026-000123-certificate-of-motor-insurance.pdf',
      },
      {
        kind: 'statement-of-fact',
        title: 'Statement of fact',
        fileName: 'RWV-2026-000123-statement-of-fact.pdf',
      },
      {
        kind: 'demands-and-needs',
        title: 'Your demands and needs',
        fileName: 'RWV-2026-000123-demands-and-needs.pdf',
      },
    ]);
  });

  it('adds the credit agreement and Direct Debit Instruction for a policy paid monthly', () => {
    expect(documentsFor(monthly).map((document) => [document.kind, document.fileName])).toEqual([
      ['policy-schedule', 'RWV-2026-000123-policy-schedule.pdf'],
      ['certificate', 'RWV-2026-000123-certificate-of-motor-insurance.pdf'],
      ['statement-of-fact', 'RWV-2026-000123-statement-of-fact.pdf'],
      ['demands-and-needs', 'RWV-2026-000123-demands-and-needs.pdf'],
      ['credit-agreement', 'RWV-2026-000123-credit-agreement.pdf'],
      ['direct-debit-instruction', 'RWV-2026-000123-direct-debit-instruction.pdf'],
    ]);
  });
});

describe('every document', () => {
  const cases: ['annual' | 'monthly', PolicyDocumentKind][] = [
    ['annual', 'policy-schedule'],
    ['annual', 'certificate'],
    ['annual', 'statement-of-fact'],
    ['monthly', 'policy-schedule'],
    ['monthly', 'certificate'],
    ['monthly', 'statement-of-fact'],
    ['monthly', 'credit-agreement'],
    ['monthly', 'direct-debit-instruction'],
  ];

  it.each(cases)('%s %s is a PDF naming the policy number and the customer', async (plan, kind) => {
    const bytes = await renderPolicyDocument(kind, plan === 'annual' ? annual : monthly);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(plan, kind);
    expect(text).toContain(POLICY_NUMBER);
    // The Direct Debit Instruction names the account holder, as the customer gave it.
    expect(text).toContain(kind === 'direct-debit-instruction' ? 'Mr S Taylor' : 'Mr Sam Taylor');
  });

  it.each(cases)('%s %s gives the same bytes every time it is made', async (plan, kind) => {
    const policy = plan === 'annual' ? annual : monthly;
    const first = await renderPolicyDocument(kind, policy);
    const again = await renderPolicyDocument(kind, structuredClone(policy));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('changes when the policy does: a different issue time gives different bytes', async () => {
    const first = await renderPolicyDocument('certificate', annual);
    const later = await renderPolicyDocument('certificate', {
      ...annual,
      issuedAt: new Date('2026-11-22T14:33:00Z'),
    });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });
});

describe('policy schedule', () => {
  it('gives the insurer, the policyholder, the van, the period and the cover', async () => {
    const text = await textOf('annual', 'policy-schedule');
    for (const fact of [
      'Insurer Example Van Underwriters Ltd',
      'Name Mr Sam Taylor',
      'Address 1 Park Row Leeds LS1 4AP',
      `Registration ${REGISTRATION}`,
      'Make and model FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE',
      'Value £18,500.00',
      'Cover starts 00:00 on 1 December 2026',
      'Cover ends 23:59 on 30 November 2027',
      'Level of cover Comprehensive',
      'Product Van Essentials',
      'Class of use Social, domestic and pleasure use, including commuting',
      'No claims discount 5 years',
      'No claims discount protected No',
      'Mrs Jane Taylor Named driver (Spouse) 2 April 1982',
      'Phone 0808 157 0100',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it.each([
    [true, 'Automatic renewal Yes'],
    [false, 'Automatic renewal No'],
  ])(
    'says whether the customer agreed to renew automatically (consentToAutoRenew %s)',
    async (consentToAutoRenew, line) => {
      const text = await pdfText(
        await renderPolicyDocument('policy-schedule', { ...annual, consentToAutoRenew }),
      );
      expect(text).toContain(line);
    },
  );

  it('leaves automatic renewal out when the customer was not asked', async () => {
    expect(await textOf('annual', 'policy-schedule')).not.toContain('Automatic renewal');
  });

  it('itemises the premium, IPT and each extra chosen, adding up to the total payable', async () => {
    const text = await textOf('annual', 'policy-schedule');
    const premium = resultOf(annual).premiumDetails ?? {};
    const extras = resultOf(annual).allOptionalExtensions?.appliedOptionalExtensions ?? [];
    const chosen = extras.filter((extra) => CHOSEN_EXTRAS.includes(extra.code));
    expect(chosen).toHaveLength(2);
    expect(text).toContain(`Insurance premium ${formatMoney(premium.premiumInsurer ?? -1)}`);
    expect(text).toContain(`Insurance Premium Tax at 12% ${formatMoney(premium.iptAmount ?? -1)}`);
    for (const extra of chosen) {
      expect(text).toContain(
        `${extra.description} (optional extra) ${formatMoney(extra.amount ?? -1)}`,
      );
    }
    expect(text).toContain(`Total payable for the year ${formatMoney(premium.totalPayable ?? -1)}`);
    expect(text).toContain(`Amount paid ${formatMoney(premium.totalPayable ?? -1)}`);
  });

  it("gives each driver's compulsory, voluntary and total excesses, and the windscreen excesses", async () => {
    const text = await textOf('annual', 'policy-schedule');
    const details = resultOf(annual).grantedDetailsMotor?.excessDetails ?? [];
    const compulsory = details.find((detail) => detail.reason === 'Compulsory')?.value ?? -1;
    const voluntary = details.find((detail) => detail.reason === 'Voluntary')?.value ?? -1;
    const row = `Accidental damage claims ${formatMoney(compulsory)} ${formatMoney(voluntary)} £0.00 ${formatMoney(compulsory + voluntary)}`;
    expect(text).toContain(
      `While Sam Taylor is driving Claim Compulsory excess Voluntary excess Young or new driver Total excess ${row}`,
    );
    expect(text).toContain(`While Jane Taylor is driving`);
    expect(text).toContain('Windscreen repair £15.00 £25.00');
    expect(text).toContain('Windscreen replacement £75.00 £100.00');
  });

  it("shows a young driver's extra excess in their own row", async () => {
    const young = soldAnnually(
      policyholderQuote({
        drivers: [
          {
            ...JANE,
            firstName: 'Alex',
            relationshipToProposer: 'OFFSPRNG',
            relationshipStatus: 'S',
            dateOfBirth: { day: 1, month: 1, year: 2006 },
            dateObtained: { day: 1, month: 6, year: 2024 },
            medicalCondition: undefined,
          },
        ],
      }),
    );
    const details = resultOf(young).grantedDetailsMotor?.excessDetails ?? [];
    const additions = details.filter(
      (detail) =>
        detail.driver === 'Alex Taylor' &&
        detail.excessType === 'ACCIDENT_DAMAGE' &&
        /young|inexperienced/i.test(detail.reason ?? ''),
    );
    expect(additions.length).toBeGreaterThan(0);
    const added = additions.reduce((sum, detail) => sum + (detail.value ?? 0), 0);
    const text = await pdfText(await renderPolicyDocument('policy-schedule', young));
    const alex = text.slice(text.indexOf('While Alex Taylor is driving'));
    const row = alex.match(/Accidental damage claims (£[\d,.]+) (£[\d,.]+) (£[\d,.]+) (£[\d,.]+)/);
    expect(row?.[3]).toBe(formatMoney(added));
    const compulsory = details.find(
      (detail) => detail.driver === 'Alex Taylor' && detail.reason === 'Compulsory',
    )?.value;
    const voluntary = young.quote.policy.eventCurrent.risk.volXS ?? 0;
    expect(row?.[4]).toBe(formatMoney((compulsory ?? 0) + voluntary + added));
  });

  it('for a monthly policy gives the deposit, the instalments, APR and the total payable', async () => {
    const text = await textOf('monthly', 'policy-schedule');
    const plan = planOf(monthly);
    expect(text).toContain(`Deposit paid by card ${formatMoney(plan.depositAmountTotal ?? -1)}`);
    expect(text).toContain(
      `Monthly payments ${plan.paymentCountNormal} payments of ${formatMoney(plan.paymentAmountNormal ?? -1)}`,
    );
    expect(text).toContain('First Direct Debit 1 January 2027');
    expect(text).toContain(`APR ${formatPercent(plan.aprRateNewInstruction ?? -1)}`);
    expect(text).toContain(`Total amount payable ${formatMoney(plan.totalPayable ?? -1)}`);
  });
});

describe('certificate of motor insurance', () => {
  it('has the parts a UK certificate has and the authorised insurer certification', async () => {
    const text = await textOf('annual', 'certificate');
    for (const part of [
      `1. Certificate number ${POLICY_NUMBER}`,
      `2. Registration mark of vehicle ${REGISTRATION}`,
      '3. Name of policyholder Mr Sam Taylor',
      '00:00 on 1 December 2026',
      '5. Date of expiry of insurance 23:59 on 30 November 2027',
      'The policyholder, Mr Sam Taylor. entitled to drive Mrs Jane Taylor.',
      'Provided that the person driving holds a licence',
      '7. Limitations as to use Use for social, domestic and pleasure purposes and travel to and from a permanent place of work.',
      'hire or reward',
      CERTIFICATION,
      'Authorised insurer Example Van Underwriters Ltd',
    ]) {
      expect(text).toContain(part);
    }
  });

  it.each(['annual', 'monthly'] as const)(
    'is neither listed nor made for a cancelled %s policy (410 PolicyCancelled, in words)',
    async (plan) => {
      const cancelled = {
        ...(plan === 'annual' ? annual : monthly),
        cancelledAt: new Date('2026-11-25T09:05:00Z'),
      };
      expect(documentsFor(cancelled).map((document) => document.kind)).not.toContain('certificate');
      const refused = await renderPolicyDocument('certificate', cancelled).catch((error) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({
        code: 'PolicyCancelled',
        message:
          'This policy was cancelled at 09:05 on 25 November 2026, so its certificate of motor insurance is no longer valid and you are not insured by it. Please call us if you need help.',
      });
      const schedule = await pdfText(await renderPolicyDocument('policy-schedule', cancelled));
      expect(schedule).toContain('This policy was cancelled at 09:05 on 25 November 2026.');
    },
  );

  it('starts cover at the minute of issue for a policy bought to start today', async () => {
    const today = soldAnnually();
    today.quote.policy.startDate = '2026-11-22';
    const text = await pdfText(await renderPolicyDocument('certificate', today));
    expect(text).toContain('14:32 on 22 November 2026');
    expect(text).not.toContain('00:00 on 22 November 2026');
  });
});

describe('statement of fact', () => {
  it('gives every answer in words, with the note to check and tell us', async () => {
    const text = await textOf('annual', 'statement-of-fact');
    for (const answer of [
      'Please check every answer below carefully.',
      'If anything is wrong or missing, tell us straight away on 0808 157 0100',
      `Registration ${REGISTRATION}`,
      'Body type Panel van',
      'Dashcam Yes, front facing',
      'Alarm and immobiliser Factory fitted alarm and Immobiliser',
      'Kept overnight Driveway',
      'Used for Carrying my own tools and materials',
      'Date of birth 17 May 1980',
      'Home address 1 Park Row Leeds LS1 4AP',
      'SP30 Exceeding the statutory speed limit',
      'Occupation Plumber',
      'Licence number TAYLO805170SJ9AB',
      'Hit the back of another vehicle (at fault), 3 November 2024, affected the no claims discount',
      'Relationship to you Spouse',
      'Cover starts 1 December 2026',
      'No claims discount 5 years',
      'Voluntary excess £250.00',
      'How you pay Annually by card',
    ]) {
      expect(text).toContain(answer);
    }
    // Codes never stand in for words.
    expect(text).not.toMatch(/\b(PANEL|SPOUSEREL|SelfEmploy|INSNAMED|TransMan)\b/);
  });

  it('says how a monthly customer pays', async () => {
    expect(await textOf('monthly', 'statement-of-fact')).toContain(
      'How you pay Monthly by Direct Debit',
    );
  });

  it('flows a long statement (four named drivers) onto further pages, losing no answer', async () => {
    const names = ['Ann', 'Bob', 'Cat', 'Dan'];
    const policy = soldAnnually(
      policyholderQuote({ drivers: names.map((firstName) => ({ ...JANE, firstName })) }),
    );
    const pages = await pdfPages(await renderPolicyDocument('statement-of-fact', policy));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    const all = pages.join(' ');
    for (const name of names) expect(all).toContain(`Name Mrs ${name} Taylor`);
    expect(pages[pages.length - 1]).toContain('How you pay Annually by card');
  });

  it('writes a name the PDF font cannot show without failing, in its nearest letters', async () => {
    const policy = soldAnnually(policyholderQuote({ forenames: 'Łukasz', surname: 'Nguyễn 李' }));
    for (const { kind } of documentsFor(policy)) {
      const text = await pdfText(await renderPolicyDocument(kind, policy));
      expect(text).toContain('Lukasz Nguyen ?');
    }
  });
});

describe('credit agreement', () => {
  it('gives the credit, deposit, instalments, total payable, APR, interest and the right to withdraw', async () => {
    const text = await textOf('monthly', 'credit-agreement');
    const plan = planOf(monthly);
    const price = resultOf(monthly).premiumDetails?.totalPayable ?? -1;
    const credit = monthly.quote.topUp?.totalAmountOfCredit?.VAN ?? -1;
    expect(credit).toBeCloseTo(price - (plan.depositAmountTotal ?? 0), 2);
    for (const fact of [
      `Cash price of the insurance ${formatMoney(price)}`,
      `Deposit, paid by card ${formatMoney(plan.depositAmountTotal ?? -1)}`,
      `Amount of credit ${formatMoney(credit)}`,
      `Repayments ${plan.paymentCountNormal} monthly payments of ${formatMoney(plan.paymentAmountNormal ?? -1)} by Direct Debit`,
      `Interest ${formatMoney(plan.interestAmountTotal ?? -1)}`,
      `Total amount payable ${formatMoney(plan.totalPayable ?? -1)}`,
      `APR ${formatPercent(plan.aprRateNewInstruction ?? -1)}`,
      'Borrower Mr Sam Taylor 1 Park Row Leeds LS1 4AP',
      'You have the right to withdraw from this agreement, without giving any reason, within 14 days.',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('Direct Debit Instruction', () => {
  it('gives the mandate, each collection and the Direct Debit Guarantee', async () => {
    const text = await textOf('monthly', 'direct-debit-instruction');
    const collections = monthly.directDebit?.collections ?? [];
    expect(collections).toHaveLength(planOf(monthly).paymentCountNormal ?? -1);
    for (const fact of [
      'Service user number 123456',
      'Reference RWV000123',
      'Name of account holder Mr S Taylor',
      'sort code 20-00-00',
      'Account number Ending 5678',
      '1 1 January 2027',
      `10 1 October 2027 ${formatMoney(collections[9]?.amount ?? -1)}`,
      'The Direct Debit Guarantee',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('gives the Direct Debit Guarantee in the prescribed wording, word for word (decision 046)', async () => {
    const text = (await textOf('monthly', 'direct-debit-instruction')).replace(/\s+/g, ' ');
    for (const point of DIRECT_DEBIT_GUARANTEE.points(monthly.brand.brokerLegalName)) {
      expect(text).toContain(point);
    }
  });

  it('names the collector by its legal name, as the Direct Debit step and e-mail do (decision 046)', async () => {
    const { brokerLegalName, brandName } = monthly.brand;
    expect(brokerLegalName).not.toBe(brandName);
    const text = (await textOf('monthly', 'direct-debit-instruction')).replace(/\s+/g, ' ');
    expect(text).toContain(`Paying ${brokerLegalName}, trading as ${brandName}`);
    expect(text).toContain(`Please pay ${brokerLegalName} Direct Debits`);
    expect(text).toContain(`this Instruction may remain with ${brokerLegalName}`);
  });

  it('never holds the full account number: only its ending is printed, and a full number is refused', async () => {
    const fullNumber = '31925678';
    const text = await textOf('monthly', 'direct-debit-instruction');
    expect(text).not.toContain(fullNumber);
    expect(text).not.toMatch(/\b\d{8}\b/);
    const given = structuredClone(monthly);
    if (!given.directDebit) throw new Error('no direct debit');
    given.directDebit.accountNumberEnding = fullNumber;
    const before = structuredClone(given);
    await expect(renderPolicyDocument('direct-debit-instruction', given)).rejects.toThrow(
      'directDebit.accountNumberEnding: Give only the last 2 to 4 digits of the account number',
    );
    expect(given).toEqual(before);
  });
});

describe('bad input', () => {
  it('refuses the monthly documents of a policy paid annually (NotFound)', async () => {
    for (const kind of ['credit-agreement', 'direct-debit-instruction'] as const) {
      const failure = renderPolicyDocument(kind, annual);
      await expect(failure).rejects.toBeInstanceOf(DomainError);
      await expect(failure).rejects.toMatchObject({
        code: 'NotFound',
        message: expect.stringContaining('only a policy paid monthly by Direct Debit has one'),
      });
    }
  });

  it('refuses a kind of document that does not exist', async () => {
    await expect(
      renderPolicyDocument('cover-note' as PolicyDocumentKind, annual),
    ).rejects.toMatchObject({
      code: 'NotFound',
      message: expect.stringContaining('policy-schedule'),
    });
  });

  it('refuses a monthly policy without its Direct Debit, naming what is missing, and changes nothing', async () => {
    const { directDebit: _dropped, ...withoutMandate } = structuredClone(monthly);
    const before = structuredClone(withoutMandate);
    expect(() => documentsFor(withoutMandate)).toThrow(
      'directDebit: A policy paid monthly needs its Direct Debit details',
    );
    await expect(renderPolicyDocument('policy-schedule', withoutMandate)).rejects.toMatchObject({
      code: 'Internal',
    });
    expect(withoutMandate).toEqual(before);
  });

  it('refuses a quote whose bought tier has no price (ResultMissing)', async () => {
    const unpriced = structuredClone(annual);
    delete unpriced.quote.policy.eventCurrent.result;
    await expect(renderPolicyDocument('certificate', unpriced)).rejects.toMatchObject({
      code: 'ResultMissing',
    });
  });

  it.each([
    ['a policy number with a slash', { policyNumber: 'RWV/2026' }, 'policyNumber'],
    ['a sort code without hyphens', { sortCode: '200000' }, 'directDebit.sortCode'],
    ['an invalid issue time', { issuedAt: new Date('not a date') }, 'issuedAt'],
  ])('refuses %s', async (_case, change, path) => {
    const policy = structuredClone(monthly);
    if ('sortCode' in change && policy.directDebit) policy.directDebit.sortCode = change.sortCode;
    if ('policyNumber' in change) policy.policyNumber = change.policyNumber;
    if ('issuedAt' in change) policy.issuedAt = change.issuedAt;
    await expect(renderPolicyDocument('certificate', policy)).rejects.toThrow(path);
  });
});

describe('productInformationLinks', () => {
  it("links the product's IPID, then each extra the customer chose, never the extras not bought", () => {
    const links = productInformationLinks(annual);
    const product = resultOf(annual).grantedDetailsMotor;
    expect(links[0]).toEqual({
      title: 'Van Essentials (Insurance Product Information Document)',
      url: product?.insuranceProductInformationDocs?.[0]?.url,
    });
    expect(links.slice(1).map((link) => link.title)).toEqual([
      'Breakdown cover: Roadside + National Recovery (Insurance Product Information Document)',
      'Van Legal Assistance (Insurance Product Information Document)',
    ]);
    expect(links.map((link) => link.url)).not.toContain('/documents/ipid/van-hire.pdf');
  });

  it('links only the product when no extra was chosen', () => {
    expect(productInformationLinks(monthly).map((link) => link.url)).toEqual([
      resultOf(monthly).grantedDetailsMotor?.insuranceProductInformationDocs?.[0]?.url,
    ]);
  });
});
