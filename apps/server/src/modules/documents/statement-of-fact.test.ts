import { type Quote } from '@van/domain/quote';
import { ANSWERED_QUOTE_IN_WORDS, OPTIONAL_ANSWERS, answeredQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import type { Block, Row } from './document-writer.ts';
import { soldAnnually, soldMonthly } from './documents.fixtures.ts';
import { checkSoldPolicy } from './sold-policy.ts';
import { statementOfFact } from './statement-of-fact.ts';

// The statement of fact is the legal record of what the customer declared, so it prints the rows
// check-your-details showed them, in the same words (decision 036). The page's own test checks
// the page against the same written-out rows (ANSWERED_QUOTE_IN_WORDS).

const CHOSEN = 'Chosen when you bought';

function blocksOf(quote: Quote, sold = soldAnnually): readonly Block[] {
  return statementOfFact(checkSoldPolicy(sold(quote))).blocks;
}

/** The answers the statement prints, section by section, up to what was chosen when buying. */
function answersOf(blocks: readonly Block[]) {
  const sections: { heading: string; groups: { heading?: string; rows: unknown[][] }[] }[] = [];
  let subheading: string | undefined;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block.text === CHOSEN) break;
      sections.push({ heading: block.text, groups: [] });
    } else if (block.kind === 'subheading') {
      subheading = block.text;
    } else if (block.kind === 'rows' && sections.length > 0) {
      const rows = block.rows.map((row) => [row.label, row.value]);
      sections
        .at(-1)
        ?.groups.push(subheading === undefined ? { rows } : { heading: subheading, rows });
      subheading = undefined;
    }
  }
  return sections;
}

function rowsUnder(blocks: readonly Block[], heading: string): Row[] {
  const at = blocks.findIndex((block) => block.kind === 'heading' && block.text === heading);
  const next = blocks[at + 1];
  return next?.kind === 'rows' ? [...next.rows] : [];
}

describe('statement of fact', () => {
  it('prints, row for row, the answers check-your-details showed for a fully answered quote', () => {
    expect(answersOf(blocksOf(answeredQuote()))).toEqual(ANSWERED_QUOTE_IN_WORDS);
  });

  it("heads the licence answers 'Your licence', as the page does", () => {
    const headings = blocksOf(answeredQuote()).flatMap((block) =>
      block.kind === 'heading' ? [block.text] : [],
    );

    expect(headings).toContain('Your licence');
    expect(headings).not.toContain('Your licence and claims');
  });

  it("prints each driver's licence number under their own name (decision 054)", () => {
    const blocks = blocksOf(answeredQuote('2025-06-20', OPTIONAL_ANSWERS));
    const jane = blocks.findIndex(
      (block) => block.kind === 'subheading' && block.text === 'Jane Taylor',
    );
    const rows = blocks[jane + 1];

    expect(rowsUnder(blocks, 'Your licence')).toContainEqual({
      label: 'Licence number',
      value: 'TAYLO805170SJ9AB',
    });
    expect(rows?.kind === 'rows' ? rows.rows : []).toContainEqual({
      label: 'Licence number',
      value: 'TAYLO854022J99AB',
    });
  });

  it('prints the overnight postcode as the quote holds it, as the page shows it', () => {
    const quote = answeredQuote();
    const van = quote.policy.eventCurrent.risk.vehicles?.[0];
    if (van === undefined) throw new Error('the answered quote has no van');
    // As a comparison site may send it: the service keeps what it was sent.
    van.keptPostcode = 'ls2 7ej';

    expect(rowsUnder(blocksOf(quote), 'Using the van')).toContainEqual({
      label: 'Postcode where it is kept overnight',
      value: 'ls2 7ej',
    });
  });

  it('then prints what was chosen when buying: the voluntary excess and the plan paid by', () => {
    const quote = answeredQuote();
    quote.policy.eventCurrent.risk.volXS = 250;

    expect(rowsUnder(blocksOf(quote), CHOSEN)).toEqual([
      { label: 'Voluntary excess', value: '£250.00' },
      { label: 'How you pay', value: 'Annually by card' },
    ]);
    expect(rowsUnder(blocksOf(answeredQuote(), soldMonthly), CHOSEN)).toContainEqual({
      label: 'How you pay',
      value: 'Monthly by Direct Debit',
    });
  });
});
