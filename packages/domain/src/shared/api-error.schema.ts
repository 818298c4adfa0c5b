import { z } from 'zod';

/**
 * The body of every error response of the quote service. `code` is an ErrorCode
 * (shared/error-codes.ts) and `message` is safe to show or log: it carries no personal data.
 * §8: the aggregator exchange's 400 carries a JSON text with a policyNumber key in `message`.
 */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('An ErrorCode (§8 catalogue or a generic server code)'),
      message: z.string(),
    }),
  })
  .describe('Error response body');
export type ApiError = z.infer<typeof ApiErrorSchema>;
