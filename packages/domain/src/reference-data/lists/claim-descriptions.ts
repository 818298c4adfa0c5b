import type { MetadataItem } from '../metadata-item.schema.ts';

// Metadata list 'ClaimDescription' (§9.12): what a past claim was for (claims[].description,
// §3.7). Codes are our own. Each description belongs to one incident type (the §9.12 lookup
// incidentTypeData), which the filtered list narrows by (§7.3: the list is asked with a filter).
// Accidents say whether the driver was at fault, since that decides whether no-claims discount
// is lost.

/** §9.12 incidentTypeData: the incident types claim descriptions are grouped by. */
export const CLAIM_INCIDENT_TYPES = [
  { code: 'ACCIDENT', description: 'Accident' },
  { code: 'THEFT', description: 'Theft or attempted theft' },
  { code: 'FIRE', description: 'Fire' },
  { code: 'MALICIOUS', description: 'Malicious damage or vandalism' },
  { code: 'WINDSCREEN', description: 'Windscreen or glass' },
  { code: 'WEATHER', description: 'Storm, flood or falling object' },
  { code: 'KEYS', description: 'Lost or stolen keys' },
  { code: 'OTHER', description: 'Other' },
] as const satisfies readonly MetadataItem[];
export type ClaimIncidentType = (typeof CLAIM_INCIDENT_TYPES)[number]['code'];

export interface ClaimDescriptionItem extends MetadataItem {
  incidentType: ClaimIncidentType;
}

export const CLAIM_DESCRIPTIONS = [
  {
    code: 'ACCREARF',
    incidentType: 'ACCIDENT',
    description: 'Hit the back of another vehicle (at fault)',
  },
  {
    code: 'ACCREARNF',
    incidentType: 'ACCIDENT',
    description: 'Hit from behind by another vehicle (not at fault)',
  },
  {
    code: 'ACCJUNCF',
    incidentType: 'ACCIDENT',
    description: 'Collision at a junction or roundabout (at fault)',
  },
  {
    code: 'ACCJUNCNF',
    incidentType: 'ACCIDENT',
    description: 'Collision at a junction or roundabout (not at fault)',
  },
  {
    code: 'ACCLANEF',
    incidentType: 'ACCIDENT',
    description: 'Collision while changing lanes or overtaking (at fault)',
  },
  {
    code: 'ACCLANENF',
    incidentType: 'ACCIDENT',
    description: 'Hit by a vehicle changing lanes or overtaking (not at fault)',
  },
  {
    code: 'ACCREVF',
    incidentType: 'ACCIDENT',
    description: 'Collision while reversing (at fault)',
  },
  {
    code: 'ACCPARKF',
    incidentType: 'ACCIDENT',
    description: 'Collision while parking or manoeuvring (at fault)',
  },
  {
    code: 'ACCPARKEDNF',
    incidentType: 'ACCIDENT',
    description: 'Hit while parked and unattended (not at fault)',
  },
  {
    code: 'ACCPROPF',
    incidentType: 'ACCIDENT',
    description: 'Hit a wall, gate, post or other property (at fault)',
  },
  {
    code: 'ACCSINGLEF',
    incidentType: 'ACCIDENT',
    description: 'Single-vehicle accident, no one else involved (at fault)',
  },
  {
    code: 'ACCPEDF',
    incidentType: 'ACCIDENT',
    description: 'Accident involving a pedestrian or cyclist (at fault)',
  },
  { code: 'ACCANIMAL', incidentType: 'ACCIDENT', description: 'Collision with an animal' },
  {
    code: 'ACCLOADF',
    incidentType: 'ACCIDENT',
    description: 'Damage caused by the load or an insecure load (at fault)',
  },
  {
    code: 'ACCROADNF',
    incidentType: 'ACCIDENT',
    description: 'Damage from a pothole or road defect (not at fault)',
  },
  {
    code: 'ACCUNINSNF',
    incidentType: 'ACCIDENT',
    description: 'Hit by an uninsured driver (not at fault)',
  },
  {
    code: 'ACCHITRUNNF',
    incidentType: 'ACCIDENT',
    description: 'Hit and run by an unidentified driver (not at fault)',
  },
  {
    code: 'ACCSPLIT',
    incidentType: 'ACCIDENT',
    description: 'Accident with blame shared with the other driver',
  },
  { code: 'THEFTVEH', incidentType: 'THEFT', description: 'Van stolen and not recovered' },
  { code: 'THEFTREC', incidentType: 'THEFT', description: 'Van stolen and recovered' },
  { code: 'THEFTATT', incidentType: 'THEFT', description: 'Attempted theft of the van' },
  { code: 'THEFTKEYS', incidentType: 'THEFT', description: 'Van stolen using its keys' },
  {
    code: 'THEFTFROM',
    incidentType: 'THEFT',
    description: 'Theft of tools or contents from the van',
  },
  {
    code: 'THEFTPARTS',
    incidentType: 'THEFT',
    description: 'Theft of parts, such as the catalytic converter',
  },
  { code: 'FIRE', incidentType: 'FIRE', description: 'Fire damage' },
  {
    code: 'FIREFAULT',
    incidentType: 'FIRE',
    description: 'Fire caused by an electrical or mechanical fault',
  },
  { code: 'FIREARSON', incidentType: 'FIRE', description: 'Fire started deliberately (arson)' },
  { code: 'MALDAMAGE', incidentType: 'MALICIOUS', description: 'Malicious damage' },
  {
    code: 'VANDALISM',
    incidentType: 'MALICIOUS',
    description: 'Vandalism, such as scratched paint or broken mirrors',
  },
  { code: 'WSREPAIR', incidentType: 'WINDSCREEN', description: 'Windscreen repair' },
  { code: 'WSREPLACE', incidentType: 'WINDSCREEN', description: 'Windscreen replacement' },
  {
    code: 'GLASS',
    incidentType: 'WINDSCREEN',
    description: 'Other glass damage (side or rear window)',
  },
  { code: 'STORM', incidentType: 'WEATHER', description: 'Storm damage' },
  { code: 'FLOOD', incidentType: 'WEATHER', description: 'Flood damage' },
  {
    code: 'FALLOBJ',
    incidentType: 'WEATHER',
    description: 'Damage from a falling object, such as a tree',
  },
  { code: 'KEYSLOST', incidentType: 'KEYS', description: 'Keys lost or stolen, locks replaced' },
  { code: 'MISFUEL', incidentType: 'OTHER', description: 'Wrong fuel put in the van' },
  {
    code: 'INJURYONLY',
    incidentType: 'OTHER',
    description: 'Personal injury claim only, no damage to the van',
  },
  { code: 'OTHER', incidentType: 'OTHER', description: 'Other incident' },
] as const satisfies readonly ClaimDescriptionItem[];
