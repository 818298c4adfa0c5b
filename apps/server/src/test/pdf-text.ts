import { extractText, getDocumentProxy } from 'unpdf';

// Test support: the text of a PDF read back with a real extractor, so tests assert what a reader
// of the document would see.

/** The text of each page of a PDF, as a reader would extract it, spaces collapsed. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // unpdf may take over the buffer it is given: read a copy, so the caller's bytes stay intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

/** All the text of a PDF, pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(' ');
}
