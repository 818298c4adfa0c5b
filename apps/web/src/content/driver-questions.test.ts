import { describe, expect, it } from 'vitest';
import { driverQuestionsCopy } from './driver-questions';

// Decision 054: an additional driver is asked every question in the proposer's words; only the
// words for whose answer it is may differ.

/** The driver's question put back into the proposer's words by the rule of decision 054. */
function inProposersWords(text: string): string {
  return text
    .replace(/\bHas the driver\b/g, 'Have you')
    .replace(/\bthe driver has\b/g, 'you have')
    .replace(/\bthe driver does not\b/g, 'you do not')
    .replace(/\bthe driver received\b/g, 'you received')
    .replace(/\bThe driver's\b/g, 'Your')
    .replace(/\b([Dd])oes the driver\b/g, '$1o you')
    .replace(/\bI'd rather not give their\b/g, "I'd rather not give my")
    .replace(/\bthe driver's\b/g, 'your')
    .replace(/\bthe driver\b/g, 'you')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthey\b/g, 'you');
}

/** Every text of a copy object, by its path; a function's text for entry 1. */
function texts(copy: object, path = ''): [string, string][] {
  return Object.entries(copy).flatMap(([key, value]): [string, string][] => {
    const at = `${path}${key}`;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function')
      return [[at, String((value as (n: number, m: number) => string)(1, 2))]];
    return texts(value as object, `${at}.`);
  });
}

describe('driverQuestionsCopy', () => {
  const proposer = texts(driverQuestionsCopy('you'));
  const driver = texts(driverQuestionsCopy('driver'));

  it("asks the driver each of the proposer's questions in the proposer's words", () => {
    expect(driver.map(([path, text]) => [path, inProposersWords(text)])).toEqual(proposer);
  });

  it('asks about the driver, never the customer, once the words differ', () => {
    const differing = driver.filter(([path, text]) =>
      proposer.some(([own, words]) => own === path && words !== text),
    );
    expect(differing.length).toBeGreaterThan(10);
    for (const [, text] of differing) expect(text).not.toMatch(/\b(you|your|my)\b/i);
  });

  it("tells what is wrong with the driver's answers about the driver, in the proposer's words", () => {
    const errors = driver.filter(([path]) => path.startsWith('errors.'));
    expect(errors.map(([path]) => path)).toEqual(
      expect.arrayContaining(['errors.pointsOnLicence', 'errors.licenceType', 'errors.occupation']),
    );
    for (const [, text] of errors) expect(text).not.toMatch(/\b(you|your|my)\b/i);
    expect(driverQuestionsCopy('driver').errors.pointsOnLicence).toBe(
      'Please tell us how many points the driver received',
    );
    expect(driverQuestionsCopy('you').errors.pointsOnLicence).toBe(
      'Please tell us how many points you received',
    );
  });

  it('asks every driver about their job in one wording', () => {
    expect(driverQuestionsCopy('driver').occupation.occupationLabel).toBe(
      driverQuestionsCopy('you').occupation.occupationLabel,
    );
    expect(driverQuestionsCopy('driver').occupation.occupationHint).toBe(
      "Start typing the driver's job title, then choose it from the list. Leave empty if the driver does not work.",
    );
  });
});
