import { describe, expect, it } from 'vitest';
import { ACCOUNT_WARNING_MS, accountTimeoutPlan, sessionEndTime } from './account-timeout';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;

describe('the account session’s warning and end (decision 062)', () => {
  it('ends at the idle time-out and warns two minutes before it', () => {
    expect(
      accountTimeoutPlan({ idleExpiresAt: at(30 * MINUTE), expiresAt: at(12 * 60 * MINUTE) }, NOW),
    ).toEqual({ warnAt: NOW + 30 * MINUTE - ACCOUNT_WARNING_MS, endAt: NOW + 30 * MINUTE });
  });

  it('ends at the absolute time-out when that comes first', () => {
    expect(
      accountTimeoutPlan({ idleExpiresAt: at(30 * MINUTE), expiresAt: at(10 * MINUTE) }, NOW).endAt,
    ).toBe(NOW + 10 * MINUTE);
  });

  it('warns at once when less than two minutes are left', () => {
    expect(
      accountTimeoutPlan({ idleExpiresAt: at(MINUTE), expiresAt: at(12 * 60 * MINUTE) }, NOW)
        .warnAt,
    ).toBe(NOW);
  });

  it('says the absolute end in UK time with its day', () => {
    // 27 November is in GMT: UK time is UTC.
    expect(sessionEndTime('2026-11-27T23:45:00.000Z')).toBe('23:45 on 27 November');
    // Summer time: an hour ahead of UTC, and the next day.
    expect(sessionEndTime('2026-07-01T23:30:00.000Z')).toBe('00:30 on 2 July');
  });
});
