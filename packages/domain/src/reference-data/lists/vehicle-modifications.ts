import type { MetadataItem } from '../metadata-item.schema.ts';
import {
  CATEGORY_DATA_KEYS,
  RENAMED_MODIFICATION_DESCRIPTIONS,
  type CategoryDataKey,
} from '../modification-categories.ts';

// Metadata list 'Vehicle Modifications' (§9.12) and the categoryData of §7.3: the modifications a
// van can have (the answers of duq 354, 355 and 356), grouped by the eight §9.11 categories.
// 70, 2, 10, 200 and 165 are the spec's own codes with its renamed descriptions (§9.11); every
// other code is our own: a block of a hundred per category (3xx Accessories, 4xx Body
// Modifications, 5xx Brakes, 6xx Engine/Transmission, 7xx Paintwork/Stickers, 8xx
// Spoilers/Bodykits, 9xx Suspension/Steering, 10xx Wheels/Tyres), so no code sits in two
// categories.

/** §9.11: the spec's modification codes, described as the spec renames them. */
const renamed = (code: keyof typeof RENAMED_MODIFICATION_DESCRIPTIONS): MetadataItem => ({
  code,
  description: RENAMED_MODIFICATION_DESCRIPTIONS[code],
});

/** §7.3 categoryData: the modifications of each category, keyed as the response is. */
export const MODIFICATIONS_BY_CATEGORY: Readonly<Record<CategoryDataKey, readonly MetadataItem[]>> =
  {
    Accessories: [
      renamed('165'),
      { code: '301', description: 'Tow bar' },
      { code: '302', description: 'Ladder rack' },
      { code: '303', description: 'Roof bars' },
      { code: '304', description: 'Roof-mounted light bar or spotlights' },
      { code: '305', description: 'Amber beacons or warning lights' },
      { code: '306', description: 'Reversing camera' },
      { code: '307', description: 'Parking sensors' },
      { code: '308', description: 'Upgraded sound system' },
      { code: '309', description: 'Fitted satellite navigation' },
      { code: '310', description: 'Side steps' },
      { code: '311', description: 'Load-bed liner' },
      { code: '312', description: 'Hard top or canopy' },
      { code: '313', description: 'Tonneau cover' },
      { code: '314', description: 'Winch' },
      { code: '315', description: 'Bike rack' },
      { code: '316', description: 'Power inverter or second battery' },
      { code: '317', description: 'Extra security locks' },
    ],
    'Body Modifications': [
      renamed('70'),
      renamed('200'),
      { code: '401', description: 'Camper conversion' },
      { code: '402', description: 'Crew cab conversion (extra row of seats)' },
      { code: '403', description: 'Wheelchair access conversion' },
      { code: '404', description: 'Tipper body fitted' },
      { code: '405', description: 'Dropside body fitted' },
      { code: '406', description: 'Box or Luton body fitted' },
      { code: '407', description: 'Insulated or refrigerated body conversion' },
      { code: '408', description: 'High roof conversion' },
      { code: '409', description: 'Extra side loading door' },
      { code: '410', description: 'Chassis lengthened' },
      { code: '411', description: 'Tail lift fitted' },
      { code: '412', description: 'Bull bar' },
      { code: '413', description: 'Mobile workshop fit-out' },
      { code: '414', description: 'Catering or mobile shop conversion' },
    ],
    Brakes: [
      { code: '501', description: 'Upgraded brake discs' },
      { code: '502', description: 'Upgraded brake pads' },
      { code: '503', description: 'Upgraded brake callipers' },
      { code: '504', description: 'Big brake kit' },
      { code: '505', description: 'Braided brake hoses' },
      { code: '506', description: 'Drilled or grooved brake discs' },
      { code: '507', description: 'Hand-operated brake controls (driving adaptation)' },
    ],
    'Engine/Transmission': [
      { code: '601', description: 'Engine remap or chip tuning' },
      { code: '602', description: 'Replacement engine of a larger size' },
      { code: '603', description: 'Performance exhaust' },
      { code: '604', description: 'Performance air filter or induction kit' },
      { code: '605', description: 'Turbocharger added or upgraded' },
      { code: '606', description: 'Upgraded intercooler' },
      { code: '607', description: 'Nitrous oxide injection' },
      { code: '608', description: 'Converted to automatic transmission' },
      { code: '609', description: 'Uprated clutch' },
      { code: '610', description: 'Limited-slip differential' },
      { code: '611', description: 'Converted to LPG' },
      { code: '612', description: 'Converted to electric power' },
      { code: '613', description: 'Four-wheel drive conversion' },
      { code: '614', description: 'Speed limiter removed' },
      { code: '615', description: 'Speed limiter fitted' },
      { code: '616', description: 'Diesel particulate filter removed' },
      { code: '617', description: 'Hand-operated accelerator (driving adaptation)' },
    ],
    'Paintwork/Stickers': [
      renamed('10'),
      { code: '701', description: 'Sign writing' },
      { code: '702', description: 'Full vinyl wrap' },
      { code: '703', description: 'Non-standard paint colour' },
      { code: '704', description: 'Matt or pearlescent respray' },
      { code: '705', description: 'Custom artwork or airbrushing' },
      { code: '706', description: 'Pinstriping' },
      { code: '707', description: 'Tinted windows (not factory fitted)' },
      { code: '708', description: 'Chrome trim' },
    ],
    'Spoilers/Bodykits': [
      { code: '801', description: 'Front spoiler or splitter' },
      { code: '802', description: 'Rear spoiler' },
      { code: '803', description: 'Roof spoiler or cab air deflector' },
      { code: '804', description: 'Full body kit' },
      { code: '805', description: 'Side skirts' },
      { code: '806', description: 'Wheel arch extensions' },
      { code: '807', description: 'Bonnet scoop or vents' },
      { code: '808', description: 'Rear diffuser' },
    ],
    'Suspension/Steering': [
      { code: '901', description: 'Lowered suspension' },
      { code: '902', description: 'Raised suspension or lift kit' },
      { code: '903', description: 'Uprated springs' },
      { code: '904', description: 'Uprated shock absorbers' },
      { code: '905', description: 'Coilovers' },
      { code: '906', description: 'Air suspension' },
      { code: '907', description: 'Helper springs or load assisters' },
      { code: '908', description: 'Strut brace' },
      { code: '909', description: 'Non-standard steering wheel' },
      { code: '910', description: 'Quick-release steering wheel' },
      { code: '911', description: 'Steering adaptation, such as a steering ball' },
    ],
    'Wheels/Tyres': [
      renamed('2'),
      { code: '1001', description: 'Larger than standard wheels' },
      { code: '1002', description: 'Wider than standard wheels or tyres' },
      { code: '1003', description: 'Wheel spacers' },
      { code: '1004', description: 'Off-road or all-terrain tyres' },
      { code: '1005', description: 'Low-profile tyres' },
      { code: '1006', description: 'Chrome wheels' },
      { code: '1007', description: 'Run-flat tyres' },
      { code: '1008', description: 'Spare wheel removed' },
    ],
  };

/** Metadata list 'Vehicle Modifications': every modification, category by category (§7.3 order). */
export const VEHICLE_MODIFICATIONS: readonly MetadataItem[] = CATEGORY_DATA_KEYS.flatMap(
  (key) => MODIFICATIONS_BY_CATEGORY[key],
);
