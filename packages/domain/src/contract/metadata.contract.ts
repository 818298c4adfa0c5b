import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { CATEGORY_DATA_KEYS } from '../reference-data/modification-categories.ts';
import { QUOTE_TYPES } from '../reference-data/journey-types.ts';
import { DuqMetadataSchema, MetadataItemSchema } from '../quote/views.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.3 metadata. List names are those of §9.12 (some contain spaces, so they arrive URL-encoded);
// the server answers 404 for a name it does not hold.

export const MetadataTypeParamsSchema = z.object({
  type: z.string().min(1).describe('List name, e.g. MaritalStatus or Type of Cover (§9.12)'),
});

export const FilteredListQuerySchema = z.object({
  filter: z
    .string()
    .optional()
    .describe(
      'Narrows the list (§7.3): keeps the items whose code or description contains it, ignoring ' +
        'case; for ClaimDescription an incident type (ACCIDENT, THEFT, FIRE, MALICIOUS, ' +
        'WINDSCREEN, WEATHER, KEYS, OTHER) keeps that type. Empty or absent: the whole list',
    ),
});

export const DuqsQuerySchema = z.object({
  quoteType: z
    .enum(QUOTE_TYPES)
    .describe('DIRECT or PCW: the question set depends on the journey (§6)'),
});

/** §7.3: categoryData holds every modification category, keyed by its name. */
export const CategoryDataSchema = z.record(z.enum(CATEGORY_DATA_KEYS), z.array(MetadataItemSchema));
export type CategoryData = z.infer<typeof CategoryDataSchema>;

export const metadataListContract = defineContract({
  method: 'GET',
  path: '/v1/metadata/:type',
  summary: 'A metadata list (§7.3)',
  tags: ['metadata'],
  params: MetadataTypeParamsSchema,
  response: { 200: z.array(MetadataItemSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const filteredListContract = defineContract({
  method: 'GET',
  path: '/v1/lists/:type',
  summary: 'A filtered metadata list, items already as {code, description} (§7.3)',
  tags: ['metadata'],
  params: MetadataTypeParamsSchema,
  querystring: FilteredListQuerySchema,
  response: { 200: z.array(MetadataItemSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const duqsContract = defineContract({
  method: 'GET',
  path: '/v1/duqs',
  summary: 'Underwriting question metadata for a direct or comparison-site quote (§7.3)',
  tags: ['metadata'],
  querystring: DuqsQuerySchema,
  response: { 200: z.array(DuqMetadataSchema), 400: ApiErrorSchema },
});

export const categoryDataContract = defineContract({
  method: 'GET',
  path: '/v1/categoryData',
  summary: 'Vehicle modification categories (§7.3, §9.11)',
  tags: ['metadata'],
  response: { 200: CategoryDataSchema },
});

export const METADATA_CONTRACTS = [
  metadataListContract,
  filteredListContract,
  duqsContract,
  categoryDataContract,
] as const;
