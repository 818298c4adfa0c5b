import { z } from 'zod';

// Here, beside the lists it describes, rather than in quote/views.schema.ts (which re-exports it):
// the lists are imported by the quote's schemas, so declaring the item there made a cycle.

/** §3.11: every reference list item (employment status, employer business, occupation, ...). */
export const MetadataItemSchema = z.object({
  code: z.string(),
  description: z.string(),
});
export type MetadataItem = z.infer<typeof MetadataItemSchema>;
