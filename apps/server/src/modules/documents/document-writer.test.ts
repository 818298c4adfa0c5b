import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './documents.fixtures.ts';
import { encodable, wrap, writeDocument, type DocumentContent } from './document-writer.ts';

const ISSUED_AT = new Date('2026-11-22T14:32:00Z');

function content(blocks: DocumentContent['blocks']): DocumentContent {
  return {
    title: 'Test document',
    brandName: 'Roadwise',
    policyNumber: 'RWV-2026-000123',
    issuedAt: ISSUED_AT,
    parties: { insurerName: 'Example Van Underwriters Ltd', brokerLegalName: 'Roadwise Ltd' },
    blocks,
  };
}

let supported: ReadonlySet<number>;
let helvetica: Awaited<ReturnType<PDFDocument['embedFont']>>;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  helvetica = await doc.embedFont(StandardFonts.Helvetica);
  supported = new Set(helvetica.getCharacterSet());
});

describe('encodable (WinAnsi)', () => {
  it.each([
    ["Sam O'Neill £1,149.65", "Sam O'Neill £1,149.65"],
    ['Zoë Brontë – “quoted”', 'Zoë Brontë – “quoted”'],
    ['Łukasz Świątek', 'Lukasz Swiatek'],
    ['Nguyễn Văn Đức', 'Nguyen Van Duc'],
    ['李 Wei 😀', '? Wei ?'],
    ['tab\there\u0007', 'tab here'],
  ])('writes %j as %j', (text, expected) => {
    expect(encodable(text, supported)).toBe(expected);
  });

  it('leaves only characters the font can encode', () => {
    const cleaned = encodable('Ødegård Ĳssel Ŋgoni ß ﬁ ½ № ∑', supported);
    expect(() => helvetica.encodeText(cleaned)).not.toThrow();
  });
});

describe('wrap', () => {
  it('breaks at spaces so that no line is wider than asked', () => {
    const text = 'Use for social, domestic and pleasure purposes and travel to and from work.';
    const lines = wrap(text, helvetica, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines)
      expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
  });

  it('cuts a word longer than the line, losing nothing', () => {
    const word = 'vaninsurance-customer-services@roadwise.example';
    const lines = wrap(word, helvetica, 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });

  it('keeps line breaks in the text', () => {
    expect(wrap('one\ntwo', helvetica, 10, 500)).toEqual(['one', 'two']);
  });
});

describe('writeDocument', () => {
  it('writes real text: title, headings, rows, paragraphs, bullets and tables read back', async () => {
    const bytes = await writeDocument(
      content([
        { kind: 'heading', text: 'Your van' },
        { kind: 'rows', rows: [{ label: 'Registration', value: 'AB12CDE' }] },
        { kind: 'paragraph', text: 'Keep this document safe.' },
        { kind: 'bullets', items: ['First point', 'Second point'] },
        {
          kind: 'table',
          columns: [
            { header: 'For', width: 3 },
            { header: 'Amount', width: 1, align: 'right' },
          ],
          rows: [['Insurance premium', '£632.21']],
          total: ['Total payable', '£736.08'],
        },
      ]),
    );
    const [page] = await pdfPages(bytes);
    expect(page).toContain('Test document');
    expect(page).toContain('Your van Registration AB12CDE Keep this document safe.');
    expect(page).toContain('First point');
    expect(page).toContain('Insurance premium £632.21 Total payable £736.08');
    expect(page).toContain('Test document · Policy number RWV-2026-000123 Page 1 of 1');
  });

  it('flows long content onto further pages, numbering each "Page n of N"', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      label: `Answer ${index + 1}`,
      value: `Value ${index + 1}`,
    }));
    const pages = await pdfPages(await writeDocument(content([{ kind: 'rows', rows }])));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join(' ');
    // Every row is written once, in order, none lost at a page break.
    for (const row of rows) expect(all).toContain(`${row.label} ${row.value} `);
    expect(pages[0]).toContain('Answer 1 Value 1');
    expect(pages[0]).not.toContain('Answer 120 ');
    expect(pages[pages.length - 1]).toContain('Answer 120 Value 120');
  });

  it('repeats a table header on each page the table runs onto', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [`Payment ${index + 1}`, '£73.77']);
    const pages = await pdfPages(
      await writeDocument(
        content([
          {
            kind: 'table',
            columns: [
              { header: 'When', width: 2 },
              { header: 'Amount', width: 1, align: 'right' },
            ],
            rows,
          },
        ]),
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toContain('When Amount');
    expect(pages[pages.length - 1]).toContain('Payment 80 £73.77');
  });

  it('names the insurer and the broker at the foot of every page', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({ label: `A${index}`, value: 'V' }));
    const pages = await pdfPages(await writeDocument(content([{ kind: 'rows', rows }])));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain(
        'Insured by Example Van Underwriters Ltd. Arranged by Roadwise Ltd, trading as Roadwise.',
      );
    }
  });

  it('keeps long names of the insurer and the broker whole, on the page', async () => {
    const insurerName = `${'Very Long Underwriting Name '.repeat(6)}Limited`;
    const brokerLegalName = `${'Extremely Long Broking Name '.repeat(6)}Limited`;
    const [page] = await pdfPages(
      await writeDocument({
        ...content([{ kind: 'paragraph', text: 'Hello' }]),
        parties: { insurerName, brokerLegalName },
      }),
    );
    expect(page).toContain(`Insured by ${insurerName}.`);
    expect(page).toContain(`Arranged by ${brokerLegalName}, trading as Roadwise.`);
  });

  it('stamps the issue time, not the clock, as the PDF dates', async () => {
    const bytes = await writeDocument(content([{ kind: 'paragraph', text: 'Hello' }]));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(ISSUED_AT.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(ISSUED_AT.toISOString());
    expect(doc.getTitle()).toBe('Test document RWV-2026-000123');
  });
});
