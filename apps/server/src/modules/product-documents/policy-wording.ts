import { WINDSCREEN_EXCESSES } from '@van/domain/reference-data';
import { formatPounds } from '@van/domain/shared';
import type { Block, DocumentContent } from '../documents/index.ts';
import { issuedAt } from './ipid.ts';
import {
  COOLING_OFF_DAYS,
  COURTESY_VEHICLE_TERMS,
  POLICY_MONTHS,
  THIRD_PARTY_PROPERTY_LIMIT,
  cancellationText,
  complaintsBlocks,
  excessTable,
  standardBenefits,
  tariffMonth,
  type DocumentBrand,
  type TierCover,
  productParties,
} from './product-cover.ts';

// The policy wording of a tier (§3.5 precisDetails.policyDocumentUrl): the contract in plain
// English, for a van owned and driven by a private individual in the UK. The figures are the
// tariff's for this tier; the schedule and certificate say who and what is insured.

const heading = (text: string): Block => ({ kind: 'heading', text });
const subheading = (text: string): Block => ({ kind: 'subheading', text });
const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
const bullets = (...items: string[]): Block => ({ kind: 'bullets', items });

function aboutThisPolicy(cover: TierCover, brand: DocumentBrand): Block[] {
  const { product, tables } = cover;
  return [
    paragraph(
      `This is your ${product.productName} van insurance policy. It is a contract between you and ${tables.insurer.name} (we, us), arranged by ${brand.brokerLegalName}, trading as ${brand.brandName}. It is made of this wording, your schedule, your certificate of motor insurance and your statement of fact: please read them together and keep them safe.`,
    ),
    paragraph(
      'We insure you for the period on your schedule, in return for the premium, on the answers you gave us. Tell us straight away if anything in your statement of fact is wrong or changes.',
    ),
    subheading('Words with a special meaning'),
    {
      kind: 'rows',
      rows: [
        { label: 'You, your', value: 'The policyholder named on the schedule.' },
        {
          label: 'Your van',
          value:
            'The van on your schedule, with its standard accessories and the equipment fitted to it.',
        },
        {
          label: 'Excess',
          value: 'The part of a claim you pay yourself, as the schedule and this wording show.',
        },
        {
          label: 'Market value',
          value:
            'What it would cost to replace your van with one of the same make, model, age, mileage and condition just before the loss.',
        },
        {
          label: 'Approved repairer',
          value: 'A repairer we choose and manage; their repairs are guaranteed.',
        },
        {
          label: 'Period of insurance',
          value: `The ${POLICY_MONTHS} months on your schedule, or less if the policy is cancelled.`,
        },
      ],
    },
  ];
}

function sectionsOfCover(cover: TierCover): Block[] {
  const { product } = cover;
  const windscreen = WINDSCREEN_EXCESSES;
  const blocks: Block[] = [
    heading('Section 1: Liability to other people'),
    paragraph(
      `We cover you, and anyone your certificate allows to drive your van, for the amounts you are legally liable to pay for injury to other people (without limit) and for damage to their property (up to ${formatPounds(THIRD_PARTY_PROPERTY_LIMIT)} for any one claim, legal costs included), arising from the use of your van or of a trailer attached to it.`,
    ),
    heading('Section 2: Fire and theft'),
    paragraph(
      'We cover loss of or damage to your van by fire, lightning, explosion, theft or attempted theft. We repair it, or pay its market value if it is not worth repairing or is not recovered.',
    ),
    heading('Section 3: Accidental and malicious damage (comprehensive cover only)'),
    paragraph(
      `We cover accidental or malicious damage to your van, up to its market value. The compulsory excess is ${formatPounds(product.compulsoryExcess)} for each claim, plus any voluntary excess and the extra excesses below.`,
    ),
    paragraph(
      'When an approved repairer repairs your van, we deal with them directly and their repairs are guaranteed (see Included as standard).',
    ),
    heading('Section 4: Windscreen and windows'),
    paragraph(
      `We repair or replace broken glass in your van's windscreen, windows and sunroof. The excess is ${formatPounds(windscreen.WINDSCREEN_REPAIR.approved)} for a repair and ${formatPounds(windscreen.WINDSCREEN.approved)} for a replacement with our approved supplier, or ${formatPounds(windscreen.WINDSCREEN_REPAIR.unapproved)} and ${formatPounds(windscreen.WINDSCREEN.unapproved)} otherwise. A windscreen claim alone does not affect your no claims discount.`,
    ),
    heading('Section 5: Personal belongings'),
    paragraph(
      `We pay up to ${formatPounds(product.personalBelongings)} for personal belongings in your van that are lost or damaged by fire, theft or an accident. We do not cover money, cards, tickets, documents, or tools, goods and samples for work.`,
    ),
    heading('Section 6: Audio, navigation and entertainment equipment'),
    paragraph(
      `We pay up to ${formatPounds(product.audioLimit)} for equipment permanently fitted to your van that is lost or damaged by fire, theft or an accident. Equipment fitted by the maker as standard is covered up to the van's market value.`,
    ),
    heading('Section 7: Loss or theft of keys'),
    paragraph(
      product.keyCover === undefined
        ? `${product.productName} does not cover the loss or theft of your keys.`
        : `If your van's keys or lock transmitter are lost or stolen, we pay up to ${formatPounds(product.keyCover)} to replace them and the locks they fit, with an excess of ${formatPounds(cover.tables.excess.lockKeys)}.`,
    ),
    heading('Section 8: Courtesy vehicle'),
    paragraph(
      product.courtesyVehicle
        ? `While an approved repairer repairs your van after a claim under section 2 or 3, we provide a courtesy vehicle, subject to availability: ${COURTESY_VEHICLE_TERMS.charAt(0).toLowerCase()}${COURTESY_VEHICLE_TERMS.slice(1)}. It is not provided when your van is stolen and not recovered, or written off.`
        : `${product.productName} does not include a courtesy vehicle. You can add van hire as an optional extra.`,
    ),
    heading('Section 9: Driving in the European Union'),
    paragraph(
      `Your policy gives the same cover as at home for up to ${product.euCoverDays} days in each period of insurance while your van is in a country of the European Union, and at least the cover that country's law requires. Call us before you go if you will be away longer.`,
    ),
  ];
  let section = 10;
  if (product.drivingOtherVehiclesFromAge !== undefined) {
    blocks.push(
      heading(`Section ${section}: Driving other vans`),
      paragraph(
        `If your certificate allows it and you are aged ${product.drivingOtherVehiclesFromAge} or over, you are covered under section 1 only while driving a van you do not own and that is not hired to you, with its owner's permission, as long as it has its own insurance. There is no cover for damage to that van.`,
      ),
    );
    section += 1;
  }
  if (cover.standard.length > 0) {
    blocks.push(
      heading(`Section ${section}: Included as standard`),
      paragraph(`${product.productName} includes: ${cover.standard.join('; ')}.`),
      bullets(...standardBenefits(cover).map((item) => `${item}.`)),
    );
    section += 1;
  }
  if (cover.includedExtras.length > 0) {
    blocks.push(
      heading(`Section ${section}: Extras included with ${product.productName}`),
      bullets(
        ...cover.includedExtras.map(
          (extra) => `${extra.name}${extra.rest ? `: ${extra.rest}` : ''}.`,
        ),
      ),
      paragraph(
        'Their full terms are in the Additional Cover Terms and Conditions and in their own Insurance Product Information Documents.',
      ),
    );
  }
  blocks.push(heading('Excesses'), excessTable(cover));
  return blocks;
}

const GENERAL_EXCLUSIONS = [
  'Use of your van not allowed by your certificate, or by anyone it does not allow to drive.',
  'Anyone driving without a valid licence, or against the conditions of their licence.',
  'Carrying goods or people for payment (hire and reward), such as courier or delivery work.',
  'Racing, rallies, speed tests, track days, and use on the airside of an airport.',
  'Loss or damage while your van is left unlocked, with a window or roof open, or with its keys in or on it.',
  'Wear and tear, mechanical, electrical, electronic or computer breakdown, and damage to tyres by braking, punctures or cuts.',
  'Loss of value, loss of use, and any loss that is not the direct result of the event you claim for.',
  'Tools, goods, samples and trade equipment carried in your van, unless you add tools cover.',
  'Anything you or a driver did deliberately, or a claim that is fraudulent.',
  'Driving while over the drink-drive limit or unfit through drugs, except our liability to other people that the law requires.',
  'War, terrorism (beyond what the law requires), riot outside the UK, nuclear risks, and pollution unless caused by a sudden, identifiable accident.',
  'Confiscation or destruction of your van by a government or public authority.',
];

const CONDITIONS: [string, string][] = [
  [
    'Telling us the truth',
    'Answer our questions honestly and with reasonable care. If you do not, we may change the terms, reduce a claim, or cancel the policy; if the answer was deliberately or recklessly wrong we may cancel it from the start and keep the premium.',
  ],
  [
    'Changes',
    'Tell us before they happen, or straight away if you cannot: a new address, van, use, driver, or modification, and any motoring conviction, licence change or claim of any driver. We may change the premium or the terms.',
  ],
  [
    'Looking after your van',
    'Keep your van roadworthy and in good repair, with a valid MOT certificate where the law needs one. Lock it and keep its keys safe whenever you leave it.',
  ],
  [
    'Claims',
    'Tell us as soon as you can about any accident, loss or damage, even if you will not claim. Send us any letter or court paper unanswered. Do not admit fault, or offer or agree to pay anyone. We may take over and settle any claim in your name.',
  ],
  [
    'Fraud',
    'If a claim is fraudulent we will not pay it, may cancel the policy from the date of the fraud and keep the premium, and may tell the police and fraud prevention agencies.',
  ],
  [
    'Other insurance',
    'If another policy covers the same loss, we pay only our share (except under section 1 where the law requires more).',
  ],
  [
    'Paying monthly',
    "If you pay by Direct Debit and a payment is missed, we will write to you; if it stays unpaid we may cancel the policy after giving you 7 days' notice.",
  ],
  [
    'Law',
    'This contract is governed by the law of the part of the UK where you live, and written in English. Nobody but you and we may enforce its terms (Contracts (Rights of Third Parties) Act 1999).',
  ],
];

/** The policy wording of a tier. */
export function policyWording(cover: TierCover, brand: DocumentBrand): DocumentContent {
  const { product, tables } = cover;
  const blocks: Block[] = [
    ...aboutThisPolicy(cover, brand),
    ...sectionsOfCover(cover),
    heading('General exclusions'),
    paragraph('Your policy does not cover:'),
    bullets(...GENERAL_EXCLUSIONS),
    heading('General conditions'),
    ...CONDITIONS.flatMap(([title, text]): Block[] => [subheading(title), paragraph(text)]),
    heading('Cancelling your policy'),
    ...cancellationText(brand).map(paragraph),
    paragraph(
      `We may cancel your policy by giving you 7 days' notice in writing for a valid reason, such as a missed payment, a change in risk we cannot insure, or threatening behaviour; we refund the premium for the days left. The ${COOLING_OFF_DAYS}-day cooling-off period does not apply to us.`,
    ),
    heading('Making a claim'),
    paragraph(
      `Call ${brand.brandName} on ${brand.phone}, day or night, with your policy number. Please have the other people's names, addresses and insurers, vehicle registrations, and any witness or police details to hand.`,
    ),
    ...complaintsBlocks(brand, tables),
    heading('Your personal information'),
    paragraph(
      `${brand.brokerLegalName} and ${tables.insurer.name} use your information to quote for, arrange and manage your insurance, to handle claims and to prevent fraud, as our privacy notices explain. We share it with the Motor Insurance Database, the Claims and Underwriting Exchange and fraud prevention agencies as the law and the industry require.`,
    ),
  ];
  return {
    title: 'Policy wording',
    subtitle: product.productName,
    brandName: brand.brandName,
    policyNumber: `PW-${product.productCode}-${tariffMonth(tables)}`,
    referenceLabel: 'Document',
    issuedAt: issuedAt(tables),
    parties: productParties(tables, brand),
    blocks,
  };
}
