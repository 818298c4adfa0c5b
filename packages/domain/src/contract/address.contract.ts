import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { AddressLookupItemSchema } from '../risk/person.schema.ts';
import { defineContract } from './define-contract.ts';

// §2.6: the PostCodeFound address entry mode lists the addresses at a postcode.

export const AddressParamsSchema = z.object({
  postcode: z.string().min(2).max(10).describe('UK postcode, spaces optional'),
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
