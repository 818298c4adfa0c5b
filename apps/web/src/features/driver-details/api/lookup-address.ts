import { useMutation } from '@tanstack/react-query';
import { addressLookupContract } from '@van/domain/contract';
import { AddressLookupItemSchema, type AddressLookupItem } from '@van/domain/risk';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const AddressLookupResultSchema = z.array(AddressLookupItemSchema);

/**
 * §2.6 PostCodeFound: the addresses at a postcode, GET /v1/address/{postcode}. An empty list means
 * none were found; a 400 carries the server's own message about the postcode.
 */
export function lookupAddress(postcode: string): Promise<AddressLookupItem[]> {
  return api.get(
    addressLookupContract.path.replace(':postcode', encodeURIComponent(postcode.trim())),
    AddressLookupResultSchema,
  );
}

export function useLookupAddress() {
  return useMutation({ mutationFn: lookupAddress });
}
