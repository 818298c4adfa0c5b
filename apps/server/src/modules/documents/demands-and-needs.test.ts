import { DEMANDS_AND_NEEDS_VERSION, demandsAndNeeds } from '@van/domain/quote';
import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS } from '../../config/config.ts';
import { POLICY_NUMBER, pdfText, soldAnnually, soldMonthly } from './documents.fixtures.ts';
import { renderPolicyDocument } from './index.ts';

// Decision 044: the demands-and-needs statement as a PDF of its own, and the claims line and the
// broker's FCA firm reference on the schedule and certificate, read back from the PDFs' text.

/** The PDF's text on one line, as pdf-text gives it, with its wrapping undone. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the demands-and-needs document', () => {
  it.each([
    ['annual', soldAnnually],
    ['monthly', soldMonthly],
  ] as const)('prints, word for word, the statement of the %s policy sold', async (_, sold) => {
    const policy = sold();
    const text = oneLine(await pdfText(await renderPolicyDocument('demands-and-needs', policy)));
    expect(text).toContain('Your demands and needs');
    expect(text).toContain(POLICY_NUMBER);
    for (const paragraph of demandsAndNeeds(policy.quote).paragraphs) {
      expect(text).toContain(paragraph);
    }
    expect(text).toContain(
      'We have not given you advice or a personal recommendation about this insurance.',
    );
    expect(text).toContain(`Statement version: ${DEMANDS_AND_NEEDS_VERSION}.`);
  });

  it('prints the statement recorded at finalize, with its version, not one built again', async () => {
    const recorded = {
      version: 'demands-and-needs-earlier',
      text: 'Your demands and needs\n\nYou want comprehensive cover for your van.\n\nWe have not given you advice or a personal recommendation about this insurance.',
    };
    const text = oneLine(
      await pdfText(
        await renderPolicyDocument('demands-and-needs', {
          ...soldAnnually(),
          demandsAndNeeds: recorded,
        }),
      ),
    );
    expect(text).toContain('Statement version: demands-and-needs-earlier.');
    expect(text).toContain('You want comprehensive cover for your van.');
    expect(text).not.toContain('Extras you chose to add');
  });

  it('names the extras taken and says how the customer pays', async () => {
    const text = oneLine(
      await pdfText(await renderPolicyDocument('demands-and-needs', soldAnnually())),
    );
    expect(text).toContain(
      'Extras you chose to add: Roadside + National Recovery and Van Legal Assistance.',
    );
    expect(text).toContain('You want to pay for the year in one payment by card.');
  });
});

describe('the claims line and FCA firm reference number (decision 044)', () => {
  it.each(['policy-schedule', 'certificate'] as const)('are on the %s', async (kind) => {
    const text = oneLine(await pdfText(await renderPolicyDocument(kind, soldAnnually())));
    expect(text).toContain(`Claims line ${DEV_DEFAULTS.CLAIMS_PHONE}`);
    expect(text).toContain(`FCA firm reference number ${DEV_DEFAULTS.FIRM_FCA_NUMBER}`);
  });
});
