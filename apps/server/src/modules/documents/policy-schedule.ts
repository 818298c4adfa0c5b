import { type ExcessDetail, type Result } from '@van/domain/quote';
import { DRIVING_RESTRICTIONS } from '@van/domain/reference-data';
import {
  describeCode,
  formatLongDate,
  formatMoney,
  formatPercent,
  yesNo,
} from '@van/domain/shared';
import { supportNeedsFootnote, type AlternativeFormat } from '@van/domain/forms';
import type { Block, DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import {
  addressLines,
  classOfUseName,
  coverLevelName,
  driversOf,
  excessesByDriver,
  extrasOf,
  fullName,
  insurerName,
  noClaimsDiscount,
  partiesOf,
  periodOfCover,
  vanFacts,
} from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The policy schedule: who and what is insured, for how long, for how much, and the excesses.

const MONEY = { align: 'right' } as const;

/** The schedule of a sold policy, from the Quote as sold. */
export function policySchedule(checked: CheckedPolicy): DocumentContent {
  const { policy, result } = checked;
  const { brand, quote } = policy;
  const risk = quote.policy.eventCurrent.risk;
  const product = result.grantedDetailsMotor;
  const period = periodOfCover(policy);
  const van = vanFacts(risk);
  const ncd = noClaimsDiscount(risk, result);
  const included = extrasOf(result).filter((extra) => extra.included);
  const blocks: Block[] = [
    // Decision 033 item 4: a cancelled policy's schedule says so first; it is a record, not cover.
    ...(policy.cancelledAt === undefined
      ? []
      : [
          {
            kind: 'paragraph' as const,
            style: 'bold' as const,
            text: `This policy was cancelled at ${formatUkDateTime(policy.cancelledAt)}. It no longer gives any cover. This schedule is a record of what was sold.`,
          },
        ]),
    {
      kind: 'paragraph',
      text: 'This schedule shows who and what your policy insures, for how long and for how much. Please read it with your policy wording and keep it safe.',
    },
    { kind: 'heading', text: 'Your policy' },
    {
      kind: 'rows',
      rows: [
        { label: 'Policy number', value: policy.policyNumber },
        { label: 'Quote reference', value: quote.policy.webReference },
        { label: 'Insurer', value: insurerName(checked) },
        { label: 'Arranged by', value: brand.brandName },
        // Decision 044: the broker's FCA firm reference, so the customer can check the register.
        { label: 'FCA firm reference number', value: brand.fcaFirmReferenceNumber },
        { label: 'Issued', value: formatUkDateTime(policy.issuedAt) },
        { label: 'Cover starts', value: period.commencement },
        { label: 'Cover ends', value: period.expiry },
        ...(policy.consentToAutoRenew === undefined
          ? []
          : [{ label: 'Automatic renewal', value: yesNo(policy.consentToAutoRenew) }]),
      ],
    },
    { kind: 'heading', text: 'Policyholder' },
    {
      kind: 'rows',
      rows: [
        { label: 'Name', value: fullName(risk.proposer) },
        { label: 'Address', value: addressLines(risk.proposer.correspondenceAddress) },
      ],
    },
    { kind: 'heading', text: 'Your van' },
    {
      kind: 'rows',
      rows: [
        { label: 'Registration', value: van.registration },
        { label: 'Make and model', value: van.makeAndModel || 'Not given' },
        ...(van.yearOfManufacture === undefined
          ? []
          : [{ label: 'Year of manufacture', value: String(van.yearOfManufacture) }]),
        {
          label: 'Value',
          value: van.value === undefined ? 'Not given' : formatMoney(van.value),
        },
      ],
    },
    { kind: 'heading', text: 'Your cover' },
    {
      kind: 'rows',
      rows: [
        { label: 'Level of cover', value: coverLevelName(risk) },
        {
          label: 'Product',
          value: product?.productName ?? product?.productIdentifier ?? 'Van insurance',
        },
        { label: 'Class of use', value: classOfUseName(risk, result) },
        {
          label: 'Who may drive',
          value: describeCode(
            DRIVING_RESTRICTIONS,
            risk.drivingRestriction ?? product?.grantedDrivingRestrictions,
          ),
        },
        { label: 'No claims discount', value: ncd.years === 1 ? '1 year' : `${ncd.years} years` },
        { label: 'No claims discount protected', value: yesNo(ncd.protected) },
        ...(included.length === 0
          ? []
          : [{ label: 'Included with your cover', value: included.map((extra) => extra.name) }]),
      ],
    },
    { kind: 'heading', text: 'Drivers' },
    {
      kind: 'table',
      columns: [
        { header: 'Name', width: 3 },
        { header: 'Driver', width: 3 },
        { header: 'Date of birth', width: 2 },
      ],
      rows: driversOf(risk).map((driver) => [
        driver.name,
        driver.role,
        driver.dateOfBirth ? formatLongDate(driver.dateOfBirth) : 'Not given',
      ]),
    },
    { kind: 'heading', text: 'Your premium' },
    {
      kind: 'table',
      columns: [
        { header: 'For', width: 4 },
        { header: 'Amount', width: 1.5, ...MONEY },
      ],
      ...premiumLines(result),
    },
    {
      kind: 'paragraph',
      style: 'small',
      text: 'The total includes Insurance Premium Tax (IPT) on the premium and on each optional extra.',
    },
    ...excessBlocks(result),
    ...paymentBlocks(checked),
    { kind: 'heading', text: 'Contact us' },
    {
      kind: 'rows',
      rows: [
        { label: 'Phone', value: brand.phone },
        // Decision 044: the number to call to make a claim.
        { label: 'Claims line', value: brand.claimsPhone },
        { label: 'E-mail', value: brand.email },
      ],
    },
    {
      kind: 'paragraph',
      text: `Please quote your policy number ${policy.policyNumber} whenever you contact us. If you need to make a claim, call our claims line on ${brand.claimsPhone} straight away.`,
    },
    // Decision 047: what the customer asked for with their support needs, where the schedule ends.
    ...alternativeFormatFootnote(policy.alternativeFormats),
  ];
  return {
    title: 'Policy schedule',
    subtitle: `${brand.brandName} Van Insurance`,
    brandName: brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks,
  };
}

/**
 * What the price is made of: premium, IPT, fees and each optional extra chosen, then the total.
 * The parts are shown only when they add up to the total to the penny; otherwise only the total
 * and the IPT in it, so the schedule never shows sums that do not add up.
 */
function premiumLines(result: Result): { rows: string[][]; total: string[] } {
  const premium = result.premiumDetails ?? {};
  const total = premium.totalPayable ?? 0;
  const ipt = premium.iptAmount ?? 0;
  const iptLabel = `Insurance Premium Tax${premium.iptRatePercent === undefined ? '' : ` at ${formatPercent(premium.iptRatePercent)}`}`;
  const chosen = extrasOf(result).filter((extra) => !extra.included);
  const parts: [string, number][] = [
    ['Insurance premium', premium.premiumInsurer ?? 0],
    [iptLabel, ipt],
    ...(premium.feeBroker ? [['Arrangement fee', premium.feeBroker] as [string, number]] : []),
    ...(premium.feeInsurer ? [['Insurer fee', premium.feeInsurer] as [string, number]] : []),
    ...chosen.map((extra): [string, number] => [`${extra.name} (optional extra)`, extra.amount]),
  ];
  const pence = (amount: number) => Math.round(amount * 100);
  const sum = parts.reduce((all, [, amount]) => all + pence(amount), 0);
  const totalLine = ['Total payable for the year', formatMoney(total)];
  if (premium.premiumInsurer !== undefined && sum === pence(total)) {
    return { rows: parts.map(([label, amount]) => [label, formatMoney(amount)]), total: totalLine };
  }
  return {
    rows: [
      [`Including ${iptLabel}`, formatMoney(ipt)],
      ...chosen.map((extra) => [
        `Including ${extra.name} (optional extra)`,
        formatMoney(extra.amount),
      ]),
    ],
    total: totalLine,
  };
}

const WINDSCREEN_TYPES = ['WINDSCREEN_REPAIR', 'WINDSCREEN'];

function excessBlocks(result: Result): Block[] {
  const drivers = excessesByDriver(result);
  if (drivers.length === 0) return [];
  const blocks: Block[] = [
    { kind: 'heading', text: 'Excesses' },
    {
      kind: 'paragraph',
      text: 'The excess is the part of a claim you pay yourself. For each claim it is the compulsory excess, your voluntary excess and any extra excess for a young or inexperienced driver, added together.',
    },
  ];
  for (const { driver, details } of drivers) {
    const rows = excessRows(
      details.filter((detail) => !WINDSCREEN_TYPES.includes(detail.excessType ?? '')),
    );
    blocks.push(
      { kind: 'subheading', text: `While ${driver || 'the policyholder'} is driving` },
      {
        kind: 'table',
        columns: [
          { header: 'Claim', width: 3 },
          // Decision 049: the same words as the quote page's excess labels.
          { header: 'Compulsory excess', width: 1.6, ...MONEY },
          { header: 'Voluntary excess', width: 1.6, ...MONEY },
          { header: 'Young or new driver', width: 1.8, ...MONEY },
          { header: 'Total excess', width: 1.4, ...MONEY },
        ],
        rows,
      },
    );
    const unapproved = details.find(
      (detail) =>
        !WINDSCREEN_TYPES.includes(detail.excessType ?? '') &&
        /not approved/i.test(detail.reason ?? ''),
    );
    if (unapproved?.value !== undefined) {
      blocks.push({
        kind: 'paragraph',
        style: 'small',
        text: `If you use a repairer we have not approved, a further ${formatMoney(unapproved.value)} applies to ${(unapproved.policySection ?? 'these claims').toLowerCase()}.`,
      });
    }
  }
  const windscreen = (drivers[0]?.details ?? []).filter((detail) =>
    WINDSCREEN_TYPES.includes(detail.excessType ?? ''),
  );
  if (windscreen.length > 0) {
    const amount = (type: string, approved: boolean) => {
      const detail = windscreen.find(
        (item) => item.excessType === type && /not approved/i.test(item.reason ?? '') !== approved,
      );
      return detail?.value === undefined ? '-' : formatMoney(detail.value);
    };
    blocks.push(
      { kind: 'subheading', text: 'Windscreen excesses' },
      {
        kind: 'table',
        columns: [
          { header: 'Claim', width: 3 },
          { header: 'Approved repairer', width: 2, ...MONEY },
          { header: 'Repairer we have not approved', width: 2.5, ...MONEY },
        ],
        rows: [
          [
            'Windscreen repair',
            amount('WINDSCREEN_REPAIR', true),
            amount('WINDSCREEN_REPAIR', false),
          ],
          ['Windscreen replacement', amount('WINDSCREEN', true), amount('WINDSCREEN', false)],
        ],
      },
    );
  }
  return blocks;
}

/** One row per kind of claim: compulsory, voluntary and driver additions, and their total. */
function excessRows(details: readonly ExcessDetail[]): string[][] {
  const sections = new Map<string, { compulsory: number; voluntary: number; driver: number }>();
  for (const detail of details) {
    const reason = detail.reason ?? '';
    if (/not approved/i.test(reason)) continue;
    const section = detail.policySection ?? detail.excessType ?? 'Claims';
    const sums = sections.get(section) ?? { compulsory: 0, voluntary: 0, driver: 0 };
    const value = detail.value ?? 0;
    if (reason === 'Compulsory') sums.compulsory += value;
    else if (reason === 'Voluntary') sums.voluntary += value;
    // Any other reason is an addition for the driver (young, inexperienced).
    else sums.driver += value;
    sections.set(section, sums);
  }
  return [...sections].map(([section, sums]) => [
    section,
    formatMoney(sums.compulsory),
    formatMoney(sums.voluntary),
    formatMoney(sums.driver),
    formatMoney(sums.compulsory + sums.voluntary + sums.driver),
  ]);
}

function paymentBlocks(checked: CheckedPolicy): Block[] {
  const { policy, result, plan } = checked;
  const total = result.premiumDetails?.totalPayable ?? 0;
  if (policy.paymentPlan === 'ANNUAL_CARD' || plan === undefined) {
    return [
      { kind: 'heading', text: 'How you pay' },
      {
        kind: 'rows',
        rows: [
          { label: 'Payment', value: 'Paid in full by card' },
          { label: 'Amount paid', value: formatMoney(total) },
        ],
      },
    ];
  }
  const first = policy.directDebit?.collections[0];
  return [
    { kind: 'heading', text: 'How you pay' },
    {
      kind: 'rows',
      rows: [
        { label: 'Payment', value: 'A deposit by card, then monthly by Direct Debit' },
        { label: 'Price of the insurance', value: formatMoney(total) },
        { label: 'Deposit paid by card', value: formatMoney(plan.depositAmountTotal ?? 0) },
        {
          label: 'Monthly payments',
          value: `${plan.paymentCountNormal ?? 0} payments of ${formatMoney(plan.paymentAmountNormal ?? 0)}`,
        },
        ...(first ? [{ label: 'First Direct Debit', value: formatLongDate(first.date) }] : []),
        { label: 'Interest', value: formatMoney(plan.interestAmountTotal ?? 0) },
        { label: 'APR', value: formatPercent(plan.aprRateNewInstruction ?? 0) },
        { label: 'Total amount payable', value: formatMoney(plan.totalPayable ?? 0) },
      ],
    },
    {
      kind: 'paragraph',
      style: 'small',
      text: 'Your credit agreement and Direct Debit Instruction give the full terms and the dates of each payment.',
    },
  ];
}

/** The footnote naming the formats asked for, or nothing when none was (decision 047). */
function alternativeFormatFootnote(formats: AlternativeFormat[] | undefined): Block[] {
  const text = supportNeedsFootnote(formats ?? []);
  return text === null ? [] : [{ kind: 'paragraph', style: 'small', text }];
}
