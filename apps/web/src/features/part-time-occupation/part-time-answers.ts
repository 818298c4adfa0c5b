import {
  formFromOccupation,
  OccupationFormSchema,
  occupationFromForm,
  updateRisk,
} from '@van/domain/forms';
import { type Quote } from '@van/domain/quote';
import { type Occupation } from '@van/domain/risk';
import { z } from 'zod';
import { partTimeOccupationCopy as copy } from '../../content/part-time-occupation';

/** §9.9: the employment status that means "no part-time job" (the rating reads it so too). */
export const NO_PART_TIME_JOB = 'None';

/**
 * What the page submits: whether the proposer has another job and, if so, that job as the
 * domain's OccupationFormSchema checks it (a status; occupation and business from their lists).
 * The domain has no schema for this page, only for the job itself.
 */
export const PartTimeOccupationFormSchema = z
  .object({
    hasOtherJob: z.boolean({ error: copy.hasOtherJobRequired }),
    partTimeOccupation: OccupationFormSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.hasOtherJob && form.partTimeOccupation === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['partTimeOccupation', 'empStatus'],
        message: 'Please choose your employment status',
      });
    }
  });
export type PartTimeOccupationInput = z.input<typeof PartTimeOccupationFormSchema>;
export type PartTimeOccupationForm = z.output<typeof PartTimeOccupationFormSchema>;

/**
 * The answers the page shows for the proposer's part-time job: unanswered when the risk holds
 * none, 'No' for one of status None, otherwise 'Yes' and the job.
 */
export function partTimeOccupationFormFromQuote(quote: Quote): Partial<PartTimeOccupationInput> {
  const job = formFromOccupation(quote.policy.eventCurrent.risk.proposer.partTimeOccupation);
  if (job === undefined) return {};
  if (job.empStatus === NO_PART_TIME_JOB) return { hasOtherJob: false };
  return { hasOtherJob: true, partTimeOccupation: job };
}

/**
 * The proposer's partTimeOccupation from the answers (§3.7): the job given, or status None for
 * no other job, so the quote says the question was answered. Returns a new quote.
 */
export function applyPartTimeOccupation(quote: Quote, form: PartTimeOccupationForm): Quote {
  const job: Occupation =
    form.hasOtherJob && form.partTimeOccupation
      ? occupationFromForm(form.partTimeOccupation)
      : { empStatus: NO_PART_TIME_JOB };
  return updateRisk(quote, (risk) => ({
    ...risk,
    proposer: { ...risk.proposer, partTimeOccupation: job },
  }));
}
