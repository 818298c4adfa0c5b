import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './session';

describe("the session-expired page's contact times, from the config's opening hours", () => {
  it.each([
    [
      'Monday to Friday 8am to 7pm, Saturday 9am to 5pm, Bank Holidays 8am to 5pm.',
      ['Monday to Friday 8am to 7pm', 'Saturday 9am to 5pm', 'Bank Holidays 8am to 5pm'],
    ],
    ['Monday to Friday 9am to 5pm.', ['Monday to Friday 9am to 5pm']],
    ['Every day 8am to 8pm', ['Every day 8am to 8pm']],
    ['Weekdays 9am to 5pm,, Saturday 10am to 2pm', ['Weekdays 9am to 5pm', 'Saturday 10am to 2pm']],
  ])('lists %j one group of days a line', (openingHours, lines) => {
    expect(openingHoursLines(openingHours)).toEqual(lines);
  });
});
