// §3.13 / §9.9: a person's partTimeOccupation of employment status 'None' says they have no
// part-time job. The default quote gives every new driver that status, and the part-time page
// writes it for "no other job", so the question reads as answered without a job being declared.

/** The part-time employment status that means "no part-time job" (§3.13, §9.9). */
export const NO_PART_TIME_JOB = 'None';

/**
 * Whether `partTimeOccupation` declares a part-time job: true only for a job with an employment
 * status other than 'None'. Nothing held, no status, or 'None' is no job. The rating, the
 * driver pages and the answers in words all read a part-time job by this.
 */
export function hasPartTimeJob(partTimeOccupation: { empStatus?: string } | undefined): boolean {
  const status = partTimeOccupation?.empStatus;
  return status !== undefined && status !== NO_PART_TIME_JOB;
}
