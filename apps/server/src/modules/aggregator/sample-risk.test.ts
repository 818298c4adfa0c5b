import { missingRequiredAnswers } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { sampleComparisonSiteRisk } from './sample-risk.ts';

// Decision 033 item 5: the one rule of required answers (packages/domain required-answers.ts) against
// the server's two sample customers: the direct one answered every page, the comparison site's
// sent only what the tariff needs to price.

describe('required answers of the sample customers', () => {
  it('finds nothing missing in the direct quote built from the forms', () => {
    expect(
      missingRequiredAnswers(completedDirectQuote(ukToday(new Date())).policy.eventCurrent.risk),
    ).toEqual([]);
  });

  it("lists what the comparison site's sample customer lacks, each on the page that asks it", () => {
    const missing = missingRequiredAnswers(sampleComparisonSiteRisk(ukToday(new Date())));
    expect(missing.map((answer) => [answer.words, answer.page])).toEqual(
      expect.arrayContaining([
        ['your e-mail address', 'DriverDetails'],
        ['your phone number', 'DriverDetails'],
        ['whether you have had any motoring convictions in the last 5 years', 'DriverDetails'],
        ['whether you have had any claims in the last 5 years', 'LicenceDetails'],
        ['your licence type', 'LicenceDetails'],
        ['how many years of no claims discount you have', 'CoverDetails'],
        ['how you use the van', 'CarUsage'],
        ["who is the van's registered keeper", 'CarUsage'],
        ['where the van is kept overnight', 'CarUsage'],
      ]),
    );
    expect(missing.length).toBeGreaterThanOrEqual(30);
    // What it did send is not asked again.
    expect(missing.map((answer) => answer.key)).not.toContain('proposer.dateOfBirth');
    expect(missing.map((answer) => answer.key)).not.toContain('vehicles.0.regNumber');
  });
});
