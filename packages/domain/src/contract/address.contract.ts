import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { AddressLookupItemSchema } from '../risk/person.schema.ts';
import { defineContract } from './define-contract.ts';

// §2.6: the PostCodeFound address entry mode lists the addresses at a postcode.

// No length limits here: the server checks the postcode itself, so that every postcode it cannot
// use, too short or too long included, gets the one message 'Enter a real postcode, like SW1A 1AA'
// rather than a schema message. (Fastify caps a path parameter at 100 characters.)
export const AddressParamsSchema = z.object({
  postcode: z
    .string()
    .describe('UK postcode as typed: any case, spaces optional (URL-encoded, e.g. LS1%204AP)'),
});

export const addressLookupContract = defineContract({
  method: 'GET',
  path: '/v1/address/:postcode',
  summary: 'Addresses at a postcode (§2.6)',
  tags: ['address'],
  params: AddressParamsSchema,
  response: { 200: z.array(AddressLookupItemSchema), 400: ApiErrorSchema },
});

export const ADDRESS_CONTRACTS = [addressLookupContract] as const;
