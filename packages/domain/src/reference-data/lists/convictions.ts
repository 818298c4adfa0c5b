import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'Convictions' (§9.12): the DVLA endorsement codes (domain notes §1.5), with our own
// short wording of each offence. DVLA marks aiding, abetting, counselling or procuring an offence
// by changing the code's final 0 to 2, causing or permitting it to 4, and inciting it to 6 (IN14
// is causing or permitting uninsured use): every code ending in 0 carries those three too.

/** The DVLA endorsement codes as they are given for the offence itself. */
export const DVLA_ENDORSEMENT_CODES = [
  // Accident offences
  { code: 'AC10', description: 'Failing to stop after an accident' },
  {
    code: 'AC20',
    description: 'Failing to give particulars or report an accident within 24 hours',
  },
  { code: 'AC30', description: 'Undefined accident offence' },
  // Disqualified driver
  { code: 'BA10', description: 'Driving while disqualified by order of court' },
  { code: 'BA30', description: 'Attempting to drive while disqualified by order of court' },
  { code: 'BA40', description: 'Causing death by driving while disqualified' },
  { code: 'BA60', description: 'Causing serious injury by driving while disqualified' },
  // Careless driving
  { code: 'CD10', description: 'Driving without due care and attention' },
  { code: 'CD20', description: 'Driving without reasonable consideration for other road users' },
  {
    code: 'CD30',
    description: 'Driving without due care and attention or without reasonable consideration',
  },
  { code: 'CD33', description: 'Causing serious injury by careless or inconsiderate driving' },
  { code: 'CD40', description: 'Causing death by careless driving when unfit through drink' },
  { code: 'CD50', description: 'Causing death by careless driving when unfit through drugs' },
  { code: 'CD60', description: 'Causing death by careless driving with alcohol above the limit' },
  {
    code: 'CD70',
    description:
      'Causing death by careless driving, then failing to supply a specimen for analysis',
  },
  { code: 'CD80', description: 'Causing death by careless or inconsiderate driving' },
  { code: 'CD90', description: 'Causing death by driving while unlicensed or uninsured' },
  // Construction and use
  { code: 'CU10', description: 'Using a vehicle with defective brakes' },
  {
    code: 'CU20',
    description: 'Causing danger by using an unsuitable vehicle or one with dangerous parts',
  },
  { code: 'CU30', description: 'Using a vehicle with defective tyres' },
  { code: 'CU40', description: 'Using a vehicle with defective steering' },
  { code: 'CU50', description: 'Causing danger by the load or passengers' },
  {
    code: 'CU80',
    description: 'Not in proper control of the vehicle, such as using a mobile phone',
  },
  // Reckless and dangerous driving
  { code: 'DD10', description: 'Causing serious injury by dangerous driving' },
  { code: 'DD40', description: 'Dangerous driving' },
  { code: 'DD60', description: 'Manslaughter or culpable homicide while driving a vehicle' },
  { code: 'DD80', description: 'Causing death by dangerous driving' },
  { code: 'DD90', description: 'Furious driving' },
  // Drink
  { code: 'DR10', description: 'Driving or attempting to drive with alcohol above the limit' },
  { code: 'DR20', description: 'Driving or attempting to drive while unfit through drink' },
  {
    code: 'DR30',
    description: 'Driving or attempting to drive, then failing to supply a specimen for analysis',
  },
  {
    code: 'DR31',
    description:
      'Driving or attempting to drive, then refusing permission to analyse a blood sample',
  },
  { code: 'DR40', description: 'In charge of a vehicle with alcohol above the limit' },
  { code: 'DR50', description: 'In charge of a vehicle while unfit through drink' },
  {
    code: 'DR60',
    description: 'Failing to supply a specimen for analysis, other than when driving',
  },
  {
    code: 'DR61',
    description: 'Refusing permission to analyse a blood sample, other than when driving',
  },
  { code: 'DR70', description: 'Failing to co-operate with a preliminary (roadside) test' },
  // Drugs
  { code: 'DG10', description: 'Driving or attempting to drive with a drug above the limit' },
  { code: 'DG40', description: 'In charge of a vehicle with a drug above the limit' },
  { code: 'DG60', description: 'Causing death by careless driving with a drug above the limit' },
  { code: 'DR80', description: 'Driving or attempting to drive when unfit through drugs' },
  { code: 'DR90', description: 'In charge of a vehicle when unfit through drugs' },
  // Insurance
  { code: 'IN10', description: 'Using a vehicle uninsured against third-party risks' },
  // Licence
  { code: 'LC20', description: 'Driving otherwise than in accordance with a licence' },
  { code: 'LC30', description: 'Driving after a false declaration of fitness to drive' },
  { code: 'LC40', description: 'Driving having failed to tell DVLA about a disability' },
  {
    code: 'LC50',
    description: 'Driving after a licence was revoked or refused on medical grounds',
  },
  // Miscellaneous
  { code: 'MS10', description: 'Leaving a vehicle in a dangerous position' },
  { code: 'MS20', description: 'Unlawful pillion riding' },
  { code: 'MS30', description: 'Play street offence' },
  { code: 'MS50', description: 'Motor racing on the highway' },
  { code: 'MS60', description: 'Offence not covered by another code' },
  { code: 'MS70', description: 'Driving with uncorrected defective eyesight' },
  { code: 'MS80', description: 'Refusing an eyesight test' },
  { code: 'MS90', description: 'Failing to give information about the identity of the driver' },
  // Motorway
  { code: 'MW10', description: 'Breaking motorway regulations, other than speed limits' },
  // Pedestrian crossings
  { code: 'PC10', description: 'Pedestrian crossing offence, not otherwise defined' },
  { code: 'PC20', description: 'Pedestrian crossing offence with a moving vehicle' },
  { code: 'PC30', description: 'Pedestrian crossing offence with a stationary vehicle' },
  // Speed limits
  { code: 'SP10', description: 'Exceeding the speed limit for goods vehicles' },
  { code: 'SP20', description: 'Exceeding the speed limit for the type of vehicle' },
  { code: 'SP30', description: 'Exceeding the statutory speed limit on a public road' },
  { code: 'SP40', description: 'Exceeding the speed limit for passenger vehicles' },
  { code: 'SP50', description: 'Exceeding the speed limit on a motorway' },
  // Traffic direction and signs
  { code: 'TS10', description: 'Failing to comply with traffic light signals' },
  { code: 'TS20', description: 'Failing to comply with double white lines' },
  { code: 'TS30', description: "Failing to comply with a 'stop' sign" },
  {
    code: 'TS40',
    description: 'Failing to comply with the direction of a police officer or warden',
  },
  { code: 'TS50', description: 'Failing to comply with a traffic sign' },
  { code: 'TS60', description: 'Failing to comply with a school crossing patrol sign' },
  {
    code: 'TS70',
    description: 'Failing to comply with a traffic direction sign, not otherwise defined',
  },
  // Theft or unauthorised taking
  { code: 'UT50', description: 'Aggravated taking of a vehicle' },
  // Special code
  { code: 'TT99', description: 'Disqualified under totting-up (12 or more points within 3 years)' },
  // Mutual recognition: disqualified while driving in Northern Ireland or the Isle of Man
  { code: 'MR09', description: 'Reckless or dangerous driving (mutual recognition)' },
  {
    code: 'MR19',
    description:
      'Failing to carry out the duties of a driver after an accident (mutual recognition)',
  },
  {
    code: 'MR29',
    description: 'Driving under the influence of drink or drugs (mutual recognition)',
  },
  { code: 'MR39', description: 'Driving faster than the permitted speed (mutual recognition)' },
  { code: 'MR49', description: 'Driving while disqualified (mutual recognition)' },
  {
    code: 'MR59',
    description: 'Other offence for which a driving ban was imposed (mutual recognition)',
  },
] as const satisfies readonly MetadataItem[];

/** The DVLA's final-digit variants of a code ending in 0 (see the note above). */
const VARIANTS = [
  { digit: '2', wording: 'aiding, abetting, counselling or procuring' },
  { digit: '4', wording: 'causing or permitting' },
  { digit: '6', wording: 'inciting' },
] as const;

/** Every conviction code: each DVLA code followed by its aiding, causing and inciting variants. */
export const CONVICTIONS: readonly MetadataItem[] = DVLA_ENDORSEMENT_CODES.flatMap((offence) =>
  offence.code.endsWith('0')
    ? [
        offence,
        ...VARIANTS.map((variant) => ({
          code: `${offence.code.slice(0, -1)}${variant.digit}`,
          description: `${offence.description} (${variant.wording})`,
        })),
      ]
    : [offence],
);
