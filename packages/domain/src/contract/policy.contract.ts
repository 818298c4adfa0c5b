import { z } from 'zod';
import { ApiErrorSchema } from '../shared/api-error.schema.ts';
import { EventSchema, PolicySchema } from '../quote/quote.schema.ts';
import { WebReferenceSchema } from '../retrieval/retrieval-key.schema.ts';
import { defineContract } from './define-contract.ts';

// §7.5: the links in quote responses, served under /v1 (the spec shows them under /api/v1).

export const PolicyParamsSchema = z.object({ webReference: WebReferenceSchema });

export const PolicyEventParamsSchema = z.object({
  webReference: WebReferenceSchema,
  eventRef: z.string().regex(/^\d+$/).describe("policyEventReference, e.g. '002'"),
});

/**
 * The wrap-up token (§7.4 verifyPolicy answers {token, policyNumber}) as a bearer token. Optional
 * here so that a missing token gets the same 404 as a wrong one: neither reveals that a policy exists.
 */
export const PolicyAuthorizationHeadersSchema = z.object({
  authorization: z.string().max(200).optional().describe('Bearer <wrap-up token>'),
});

export const getPolicyContract = defineContract({
  method: 'GET',
  path: '/v1/policies/:webReference',
  summary: 'A policy by quote reference (§7.5 link)',
  tags: ['policy'],
  params: PolicyParamsSchema,
  headers: PolicyAuthorizationHeadersSchema,
  response: { 200: PolicySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const getPolicyEventContract = defineContract({
  method: 'GET',
  path: '/v1/policies/:webReference/events/:eventRef',
  summary: 'One event of a policy (§7.5 link)',
  tags: ['policy'],
  params: PolicyEventParamsSchema,
  headers: PolicyAuthorizationHeadersSchema,
  response: { 200: EventSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});

// Decisions 030 and 032: the documents of a sold policy, for the confirmation page. Each is downloaded
// from GET /v1/policies/:webReference/documents/:kind (application/pdf, the same bearer token).
export const PolicyDocumentKindSchema = z.enum([
  'policy-schedule',
  'certificate',
  'statement-of-fact',
  'demands-and-needs',
  'credit-agreement',
  'direct-debit-instruction',
]);
export type PolicyDocumentKindName = z.infer<typeof PolicyDocumentKindSchema>;

export const PolicyDocumentsSchema = z.object({
  documents: z.array(
    z.object({
      kind: PolicyDocumentKindSchema,
      title: z.string().describe("e.g. 'Certificate of Motor Insurance'"),
      fileName: z.string().describe("e.g. 'certificate-RWV-2026-000123.pdf'"),
    }),
  ),
  productInformation: z
    .array(
      z.object({
        title: z.string(),
        // As the result gives it (§3.5): a path on this site, e.g. '/documents/van-essentials/ipid.pdf'.
        url: z.string().min(1),
      }),
    )
    .describe('The IPIDs of the product and the extras on the policy'),
  documentsEmailed: z
    .boolean()
    .describe(
      'True only when the confirmation e-mail with the documents was queued (or sent) to a valid address for this policy; otherwise the page says how to get them',
    ),
  documentsPosted: z
    .boolean()
    .optional()
    .describe(
      'Decision 043: true when the customer did not consent to documents by e-mail, so they are posted (within POSTED_DOCUMENTS_WORKING_DAYS working days)',
    ),
});
export type PolicyDocuments = z.infer<typeof PolicyDocumentsSchema>;

export const getPolicyDocumentsContract = defineContract({
  method: 'GET',
  path: '/v1/policies/:webReference/documents',
  summary: "A sold policy's documents and product information links",
  tags: ['policy'],
  params: PolicyParamsSchema,
  headers: PolicyAuthorizationHeadersSchema,
  response: { 200: PolicyDocumentsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
});

export const POLICY_CONTRACTS = [
  getPolicyContract,
  getPolicyEventContract,
  getPolicyDocumentsContract,
] as const;
