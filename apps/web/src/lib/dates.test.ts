import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIsoDate } from './dates';

describe("the web's today (decision 037)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the UK date of the clock at 00:30 BST, not the date in the browser's own zone", () => {
    vi.stubEnv('TZ', 'America/New_York');
    const now = new Date('2026-06-10T23:30:00Z');
    expect(now.getDate()).toBe(10); // 19:30 on 10 June in New York
    expect(todayIsoDate(now)).toBe('2026-06-11');
  });

  it('agrees with UTC in winter (GMT)', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const now = new Date('2026-12-10T23:30:00Z');
    expect(now.getDate()).toBe(11); // 08:30 on 11 December in Tokyo
    expect(todayIsoDate(now)).toBe('2026-12-10');
  });
});
