import { describe, expect, it } from 'vitest';
import { hasPartTimeJob, NO_PART_TIME_JOB } from './part-time-job.ts';

describe('hasPartTimeJob', () => {
  it.each<[string, { empStatus?: string; occupation?: string } | undefined, boolean]>([
    [
      'a part-time job with its status is a job',
      { empStatus: 'Employee', occupation: 'P01' },
      true,
    ],
    ['a self-employed part-time job is a job', { empStatus: 'SelfEmploy' }, true],
    ["status 'None' is no job (§3.13)", { empStatus: NO_PART_TIME_JOB }, false],
    ['a job without a status is no job', { occupation: 'P01' }, false],
    ['nothing held is no job', undefined, false],
  ])('%s', (_, job, has) => {
    expect(hasPartTimeJob(job)).toBe(has);
  });
});
