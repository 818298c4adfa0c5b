import { z } from 'zod';
import type { Quote } from '../quote/quote.schema.ts';
import { hasPartTimeJob, NO_PART_TIME_JOB } from '../risk/part-time-job.ts';
import type { Occupation } from '../risk/person.schema.ts';
import {
  formFromOccupation,
  OccupationFormSchema,
  occupationFromForm,
} from './driver-details.form.ts';
import { updateRisk } from './risk-answers.ts';

// §2.1 / §2.2: your-quote's part-time-occupation screen, asked when the quote service wants to
// know whether the proposer has another job (topUp.van.shouldAskPartTimeOccupation).

/**
 * What the screen submits: whether the proposer has another job and, if so, that job as
 * OccupationFormSchema checks it (a status; occupation and business from their lists). A job is
 * required after Yes; after No none is read.
 */
export const PartTimeOccupationFormSchema = z
  .object({
    hasOtherJob: z.boolean({ error: 'Please tell us whether you have another job' }),
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
 * The answers the screen shows for the proposer's part-time job: unanswered when the risk holds
 * none, No for one of status None (§3.13), otherwise Yes and the job. Inverse of
 * applyPartTimeOccupation for valid forms.
 */
export function partTimeOccupationFormFromQuote(quote: Quote): Partial<PartTimeOccupationInput> {
  const job = formFromOccupation(quote.policy.eventCurrent.risk.proposer.partTimeOccupation);
  if (job === undefined) return {};
  if (!hasPartTimeJob(job)) return { hasOtherJob: false };
  return { hasOtherJob: true, partTimeOccupation: job };
}

/**
 * Writes the proposer's partTimeOccupation (§3.7) and returns a new quote (the input is
 * unchanged): the job given after Yes; after No, status None (§3.13), so that the quote says the
 * question was answered, whatever job was typed before the No. Ends with the §4.7 follow-ups.
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
