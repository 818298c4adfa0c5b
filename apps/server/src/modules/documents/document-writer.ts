import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// A tiny document writer: the documents say what to write (headings, label/value rows,
// paragraphs, bullet lists, tables) and this lays it out on A4 pages, flowing onto further pages
// with a running header and 'Page n of N' footer. Text is real text in a Standard 14 font
// (Helvetica), so it can be searched, copied and read aloud. Deterministic: the same content gives
// the same bytes (the PDF's dates are the policy's issue time, never the clock). Ours rather than
// pdfmake's or @react-pdf's layout: docs/decisions/039 (same text and tests, a third of the time).

export interface Row {
  label: string;
  /** One line, or several (an address, a list of claims). */
  value: string | readonly string[];
}

export interface Column {
  header: string;
  /** Share of the page width, relative to the other columns. */
  width: number;
  align?: 'left' | 'right';
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string; style?: 'bold' | 'small' }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'rows'; rows: readonly Row[] }
  | {
      kind: 'table';
      columns: readonly Column[];
      rows: readonly (readonly string[])[];
      /** A last row in bold, such as a total. */
      total?: readonly string[];
    }
  | { kind: 'pageBreak' };

/** Who insures and who arranges the insurance, by their legal names. */
export interface Parties {
  /** The insurer's legal name (the tariff's insurer). */
  insurerName: string;
  /** The broker's legal name (BROKER_LEGAL_NAME); the brand is its trading name. */
  brokerLegalName: string;
}

export interface DocumentContent {
  /** 'Policy schedule': the first page's title, each page's header and the PDF's title. */
  title: string;
  subtitle?: string;
  brandName: string;
  /** The reference on every page: a policy number, or a product document's id. */
  policyNumber: string;
  /** What the reference is called on the page; 'Policy number' unless given. */
  referenceLabel?: string;
  /** The PDF's creation and modification dates. */
  issuedAt: Date;
  /**
   * Named at the foot of every page, so no document the customer gets leaves out who their
   * insurer is or who arranged the insurance (ICOBS 4.1, 6.1; decision 041).
   */
  parties: Parties;
  blocks: readonly Block[];
}

/** 'Insured by …. Arranged by …, trading as ….': the foot of every page. */
export function partiesLine({ insurerName, brokerLegalName }: Parties, brandName: string): string {
  const tradingAs = brandName.trim() === brokerLegalName.trim() ? '' : `, trading as ${brandName}`;
  return `Insured by ${insurerName}. Arranged by ${brokerLegalName}${tradingAs}.`;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { left: 50, right: 50, top: 72, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const SIZE = { title: 20, subtitle: 11, heading: 13, subheading: 11, body: 10, small: 8.5 };
const LEADING = 1.35;
const LABEL_SHARE = 0.38;
const GUTTER = 10;
const CELL_PADDING = 4;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const ACCENT = rgb(0.05, 0.23, 0.45);
const RULE = rgb(0.8, 0.8, 0.84);
const SHADE = rgb(0.93, 0.94, 0.96);

// Letters WinAnsi lacks that do not decompose into a base letter and an accent.
const FALLBACKS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
  Ŋ: 'N',
  ŋ: 'n',
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space
  '\u2007': ' ', // figure space
};

/**
 * `text` with every character the font cannot encode replaced: an accented letter by its base
 * letter (Ę → E), a few others by their look-alike (Ł → L), anything else by '?'. Tabs become
 * spaces; other control characters are dropped. WinAnsi covers English and most Western European
 * names; the rest must not stop a customer getting their documents.
 */
export function encodable(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const character of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x0a) {
      out += '\n';
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      continue;
    } else if (supported.has(code)) {
      out += character;
    } else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out +=
        base !== '' && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0))
          ? base
          : (FALLBACKS[character] ?? '?');
    }
  }
  return out;
}

/** Lines of `text` no wider than `width`, breaking at spaces (and inside a word too long). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word wider than the line (a long reference or e-mail address) is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  supported: ReadonlySet<number>;
}

/** Places text top-down, starting a new page whenever the next piece does not fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom && this.y < PAGE.height - MARGIN.top) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  clean(text: string): string {
    return encodable(text, this.fonts.supported);
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrap(this.clean(text), font, size, width);
  }

  /** Draws wrapped lines at `x`, page-breaking between lines. */
  drawLines(
    lines: readonly string[],
    options: { x: number; font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
  ): void {
    const height = options.size * LEADING;
    for (const line of lines) {
      this.ensure(height);
      this.y -= height;
      this.page.drawText(line, {
        x: options.x,
        y: this.y + (height - options.size) / 2 + 1,
        size: options.size,
        font: options.font,
        color: options.color ?? INK,
      });
    }
  }

  title(title: string, subtitle: string | undefined): void {
    const { bold, regular } = this.fonts;
    this.drawLines(this.lines(title, bold, SIZE.title, CONTENT_WIDTH), {
      x: MARGIN.left,
      font: bold,
      size: SIZE.title,
      color: ACCENT,
    });
    if (subtitle) {
      this.drawLines(this.lines(subtitle, regular, SIZE.subtitle, CONTENT_WIDTH), {
        x: MARGIN.left,
        font: regular,
        size: SIZE.subtitle,
        color: MUTED,
      });
    }
    this.space(10);
  }

  heading(text: string, size: number): void {
    const { bold } = this.fonts;
    const lines = this.lines(text, bold, size, CONTENT_WIDTH);
    this.space(size);
    // Keep a heading with at least the first lines of what it heads.
    this.ensure(lines.length * size * LEADING + 3 * SIZE.body * LEADING);
    this.drawLines(lines, { x: MARGIN.left, font: bold, size, color: ACCENT });
    this.space(3);
  }

  paragraph(text: string, style: 'bold' | 'small' | undefined): void {
    const font = style === 'bold' ? this.fonts.bold : this.fonts.regular;
    const size = style === 'small' ? SIZE.small : SIZE.body;
    this.drawLines(this.lines(text, font, size, CONTENT_WIDTH), {
      x: MARGIN.left,
      font,
      size,
      color: style === 'small' ? MUTED : INK,
    });
    this.space(5);
  }

  bullets(items: readonly string[]): void {
    const { regular } = this.fonts;
    const indent = 14;
    for (const item of items) {
      const lines = this.lines(item, regular, SIZE.body, CONTENT_WIDTH - indent);
      const height = SIZE.body * LEADING;
      this.ensure(height);
      this.page.drawText('-', {
        x: MARGIN.left + 3,
        y: this.y - height + (height - SIZE.body) / 2 + 1,
        size: SIZE.body,
        font: regular,
        color: INK,
      });
      this.drawLines(lines, { x: MARGIN.left + indent, font: regular, size: SIZE.body });
      this.space(3);
    }
    this.space(3);
  }

  rows(rows: readonly Row[]): void {
    const { regular, bold } = this.fonts;
    const labelWidth = CONTENT_WIDTH * LABEL_SHARE - GUTTER;
    const valueX = MARGIN.left + CONTENT_WIDTH * LABEL_SHARE;
    const valueWidth = CONTENT_WIDTH * (1 - LABEL_SHARE);
    const height = SIZE.body * LEADING;
    for (const row of rows) {
      const labels = this.lines(row.label, bold, SIZE.body, labelWidth);
      const values = (typeof row.value === 'string' ? [row.value] : row.value).flatMap((value) =>
        this.lines(value, regular, SIZE.body, valueWidth),
      );
      const count = Math.max(labels.length, values.length, 1);
      // A row stays on one page unless it is longer than a page.
      this.ensure(Math.min(count * height, PAGE.height - MARGIN.top - MARGIN.bottom));
      for (let index = 0; index < count; index += 1) {
        this.ensure(height);
        this.y -= height;
        const baseline = this.y + (height - SIZE.body) / 2 + 1;
        const label = labels[index];
        const value = values[index];
        if (label) {
          this.page.drawText(label, {
            x: MARGIN.left,
            y: baseline,
            size: SIZE.body,
            font: bold,
            color: MUTED,
          });
        }
        if (value) {
          this.page.drawText(value, {
            x: valueX,
            y: baseline,
            size: SIZE.body,
            font: regular,
            color: INK,
          });
        }
      }
      this.space(3);
    }
    this.space(4);
  }

  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    total: readonly string[] | undefined,
  ): void {
    const { regular, bold } = this.fonts;
    const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (CONTENT_WIDTH * column.width) / totalShare);
    const lefts = widths.map(
      (_, index) => MARGIN.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0),
    );
    const height = SIZE.body * LEADING;
    const cells = (texts: readonly string[], font: PDFFont) =>
      columns.map((_, index) =>
        this.lines(texts[index] ?? '', font, SIZE.body, (widths[index] ?? 0) - 2 * CELL_PADDING),
      );
    const header = cells(
      columns.map((column) => column.header),
      bold,
    );
    const drawRow = (wrapped: string[][], font: PDFFont, shaded: boolean) => {
      const count = Math.max(1, ...wrapped.map((lines) => lines.length));
      const rowHeight = count * height + 2 * CELL_PADDING;
      const top = this.y;
      if (shaded) {
        this.page.drawRectangle({
          x: MARGIN.left,
          y: top - rowHeight,
          width: CONTENT_WIDTH,
          height: rowHeight,
          color: SHADE,
        });
      }
      wrapped.forEach((lines, column) => {
        const align = columns[column]?.align ?? 'left';
        lines.forEach((line, index) => {
          const width = font.widthOfTextAtSize(line, SIZE.body);
          const left = lefts[column] ?? MARGIN.left;
          const x =
            align === 'right'
              ? left + (widths[column] ?? 0) - CELL_PADDING - width
              : left + CELL_PADDING;
          this.page.drawText(line, {
            x,
            y: top - CELL_PADDING - (index + 1) * height + (height - SIZE.body) / 2 + 1,
            size: SIZE.body,
            font,
            color: INK,
          });
        });
      });
      this.y = top - rowHeight;
      this.page.drawLine({
        start: { x: MARGIN.left, y: this.y },
        end: { x: MARGIN.left + CONTENT_WIDTH, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    };
    const rowHeightOf = (wrapped: string[][]) =>
      Math.max(1, ...wrapped.map((lines) => lines.length)) * height + 2 * CELL_PADDING;
    const headerHeight = rowHeightOf(header);
    this.ensure(headerHeight + height * 2);
    drawRow(header, bold, true);
    const body: [readonly string[], PDFFont][] = rows.map((row) => [row, regular]);
    if (total) body.push([total, bold]);
    for (const [row, font] of body) {
      const wrapped = cells(row, font);
      const rowHeight = rowHeightOf(wrapped);
      if (this.y - rowHeight < MARGIN.bottom) {
        // The table goes on over the page, under its header again.
        this.newPage();
        drawRow(header, bold, true);
      }
      drawRow(wrapped, font, false);
    }
    this.space(10);
  }

  /**
   * The running header and the footer, once every page exists: the reference, 'Page n of N', and
   * under them the insurer and the broker (partiesLine, on two lines at most: a long name is set
   * smaller rather than pushed off the page).
   */
  frame(content: DocumentContent): void {
    const { regular, bold } = this.fonts;
    const total = this.pages.length;
    const brand = this.clean(content.brandName);
    const parties = this.clean(partiesLine(content.parties, content.brandName));
    let partiesSize = SIZE.small;
    while (partiesSize > 6 && wrap(parties, regular, partiesSize, CONTENT_WIDTH).length > 2) {
      partiesSize -= 0.5;
    }
    const partiesLines = wrap(parties, regular, partiesSize, CONTENT_WIDTH);
    const title = this.clean(content.title);
    const label = content.referenceLabel ?? 'Policy number';
    const reference = this.clean(`${content.title} · ${label} ${content.policyNumber}`);
    this.pages.forEach((page, index) => {
      page.drawText(brand, {
        x: MARGIN.left,
        y: PAGE.height - 40,
        size: SIZE.subheading,
        font: bold,
        color: ACCENT,
      });
      const titleWidth = regular.widthOfTextAtSize(title, SIZE.small);
      page.drawText(title, {
        x: PAGE.width - MARGIN.right - titleWidth,
        y: PAGE.height - 40,
        size: SIZE.small,
        font: regular,
        color: MUTED,
      });
      page.drawLine({
        start: { x: MARGIN.left, y: PAGE.height - 48 },
        end: { x: PAGE.width - MARGIN.right, y: PAGE.height - 48 },
        thickness: 0.75,
        color: RULE,
      });
      page.drawText(reference, {
        x: MARGIN.left,
        y: 36,
        size: SIZE.small,
        font: regular,
        color: MUTED,
      });
      const pageText = `Page ${index + 1} of ${total}`;
      page.drawText(pageText, {
        x: PAGE.width - MARGIN.right - regular.widthOfTextAtSize(pageText, SIZE.small),
        y: 36,
        size: SIZE.small,
        font: regular,
        color: MUTED,
      });
      partiesLines.forEach((line, lineIndex) => {
        page.drawText(line, {
          x: MARGIN.left,
          // Under the reference line, a second line no nearer the edge than 16 pt (5.6 mm).
          y: 26 - lineIndex * 10,
          size: partiesSize,
          font: regular,
          color: MUTED,
        });
      });
    });
  }
}

/** The PDF of `content`: A4 pages of real text, the same bytes for the same content. */
export async function writeDocument(content: DocumentContent): Promise<Uint8Array> {
  // updateMetadata false: pdf-lib would otherwise stamp the current time into the file.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, supported: new Set(regular.getCharacterSet()) };
  const title = encodable(content.title, fonts.supported);
  const brand = encodable(content.brandName, fonts.supported);
  doc.setTitle(`${title} ${content.policyNumber}`);
  doc.setAuthor(brand);
  doc.setSubject(`${brand} van insurance: ${title}`);
  doc.setCreator(brand);
  doc.setProducer(brand);
  doc.setLanguage('en-GB');
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);

  const layout = new Layout(doc, fonts);
  layout.title(content.title, content.subtitle);
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'heading':
        layout.heading(block.text, SIZE.heading);
        break;
      case 'subheading':
        layout.heading(block.text, SIZE.subheading);
        break;
      case 'paragraph':
        layout.paragraph(block.text, block.style);
        break;
      case 'bullets':
        layout.bullets(block.items);
        break;
      case 'rows':
        layout.rows(block.rows);
        break;
      case 'table':
        layout.table(block.columns, block.rows, block.total);
        break;
      case 'pageBreak':
        layout.newPage();
        break;
    }
  }
  layout.frame(content);
  return doc.save({ useObjectStreams: false });
}
