import { CLASSES_OF_USE } from '@van/domain/reference-data';
import { type Risk } from '@van/domain/risk';
import { describeCode } from '@van/domain/shared';
import type { DocumentContent } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import {
  classOfUseCode,
  driversOf,
  fullName,
  insurerName,
  partiesOf,
  periodOfCover,
  vanFacts,
} from './sold-facts.ts';
import type { CheckedPolicy } from './sold-policy.ts';

// The certificate of motor insurance: the evidence of cover the law requires (Road Traffic Act
// 1988, Part VI), in the parts every UK certificate has, numbered in their usual order.

/** The authorised insurer's certification, word for word. */
export const CERTIFICATION =
  'I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.';

/** Every certificate's proviso on who may drive. */
const LICENCE_PROVISO =
  'Provided that the person driving holds a licence to drive the vehicle or has held and is not disqualified from holding or obtaining such a licence.';

const COMMUTING = 'travel to and from a permanent place of work';

/**
 * §9.7 classes of use as a certificate limits use. Business classes differ in who may use the van
 * for business (Class of Use list: C1 the policyholder, JC1 with their spouse or civil partner, C2
 * any driver, Transf the spouse or civil partner only).
 */
const USE_ALLOWED: Readonly<Record<string, string>> = {
  SDPexC: 'Use for social, domestic and pleasure purposes only.',
  SDP: `Use for social, domestic and pleasure purposes and ${COMMUTING}.`,
  OwnGoods: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and carrying the policyholder's own goods and tools.`,
  C3: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and commercial travelling.`,
  C1: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and use by the policyholder in person in connection with their business.`,
  JC1: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and use by the policyholder and their spouse or civil partner in person in connection with the policyholder's business.`,
  C2: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and use by any person entitled to drive in connection with the policyholder's business.`,
  Transf: `Use for social, domestic and pleasure purposes, ${COMMUTING}, and use by the policyholder's spouse or civil partner only in connection with their business.`,
};

const USE_EXCLUDED =
  'The policy does not cover use for hire or reward, carrying goods or passengers for payment, racing, pacemaking, speed testing, competitions, rallies or trials, use on a race track, or use for any purpose in connection with the motor trade.';

/** The certificate of a sold policy. */
export function certificate(checked: CheckedPolicy): DocumentContent {
  const { policy, result } = checked;
  const risk = policy.quote.policy.eventCurrent.risk;
  const period = periodOfCover(policy);
  const insurer = insurerName(checked);
  const code = classOfUseCode(risk, result);
  return {
    title: 'Certificate of motor insurance',
    subtitle: insurer,
    brandName: policy.brand.brandName,
    policyNumber: policy.policyNumber,
    issuedAt: policy.issuedAt,
    parties: partiesOf(checked),
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: '1. Certificate number', value: policy.policyNumber },
          { label: 'Policy number', value: policy.policyNumber },
          { label: '2. Registration mark of vehicle', value: vanFacts(risk).registration },
          { label: '3. Name of policyholder', value: fullName(risk.proposer) },
          {
            label:
              '4. Effective date of the commencement of insurance for the purposes of the relevant law',
            value: period.commencement,
          },
          { label: '5. Date of expiry of insurance', value: period.expiry },
          {
            label: '6. Persons or classes of persons entitled to drive',
            value: entitledToDrive(checked),
          },
          {
            label: '7. Limitations as to use',
            value: [
              (code !== undefined ? USE_ALLOWED[code] : undefined) ??
                `Use for: ${describeCode(CLASSES_OF_USE, code)}.`,
              USE_EXCLUDED,
            ],
          },
        ],
      },
      { kind: 'paragraph', style: 'bold', text: CERTIFICATION },
      {
        kind: 'rows',
        rows: [
          { label: 'Authorised insurer', value: insurer },
          { label: 'Issued by', value: `${policy.brand.brandName} on behalf of ${insurer}` },
          // Decision 044: the broker's FCA firm reference and the claims line.
          {
            label: 'FCA firm reference number',
            value: policy.brand.fcaFirmReferenceNumber,
          },
          { label: 'Claims line', value: policy.brand.claimsPhone },
          { label: 'Issued', value: formatUkDateTime(policy.issuedAt) },
        ],
      },
      { kind: 'heading', text: 'Advice to third parties' },
      {
        kind: 'paragraph',
        text: 'Nothing contained in this certificate affects your right as a third party to make a claim.',
      },
      {
        kind: 'paragraph',
        style: 'small',
        text: `This certificate is evidence of the insurance the law requires; the policy gives the full terms of your cover. Keep it safe: you may be asked to show it to the police. If anything on it is wrong, call ${policy.brand.phone} straight away.`,
      },
    ],
  };
}

/**
 * Part 6, from the driving restriction (§9.10 duq 966, risk.drivingRestriction): the policyholder,
 * each named driver (§3.6 additionalInsuredPersons), and for INSSPOUSE the spouse or partner, for
 * ANYDRIVER anyone the policyholder allows; then the licence proviso. Driving other vehicles is
 * stated only when the insurer grants it (§3.5 drivingOtherVehicles).
 */
function entitledToDrive({ policy, result }: CheckedPolicy): string[] {
  const risk: Risk = policy.quote.policy.eventCurrent.risk;
  const restriction =
    risk.drivingRestriction ?? result.grantedDetailsMotor?.grantedDrivingRestrictions;
  const [policyholder, ...named] = driversOf(risk);
  const lines = [`The policyholder, ${policyholder?.name ?? fullName(risk.proposer)}.`];
  for (const driver of named) lines.push(`${driver.name}.`);
  if (restriction === 'INSSPOUSE') {
    lines.push("The policyholder's spouse or partner.");
  }
  if (restriction === 'ANYDRIVER') {
    lines.push("Any other person driving on the policyholder's order or with their permission.");
  }
  lines.push(LICENCE_PROVISO);
  if (result.grantedDetailsMotor?.drivingOtherVehicles === true) {
    lines.push(
      'The policyholder may also drive a vehicle they do not own and have not hired, with the consent of its owner, for the uses allowed below (third party cover only).',
    );
  }
  return lines;
}
