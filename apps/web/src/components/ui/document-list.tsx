import { useState } from 'react';
import { saveFile } from '../../lib/save-file';

/** What the list says; each page words its own failure (the confirmation points to the e-mail). */
export interface DocumentListWords {
  download(title: string): string;
  downloading(title: string): string;
  downloadFailed(title: string): string;
  productInformationHeading: string;
}

/**
 * A policy's documents, each a button that fetches its PDF and hands it to the browser as a file
 * (whatever credentials fetch it stay in headers, never in an address), with a live region saying
 * which is downloading or which could not be; then the product information links. The same list
 * on the purchase confirmation and on the account's policy page, each with its own fetch, words
 * and look.
 */
export function DocumentList<Document extends { kind: string; title: string }>({
  intro,
  documents,
  productInformation,
  fetchDocument,
  fileName,
  words,
  classNames,
}: {
  /** Said above the list; none when undefined. */
  intro?: string;
  documents: ReadonlyArray<Document>;
  productInformation: ReadonlyArray<{ title: string; url: string }>;
  /** The document's PDF, fetched with the page's own credentials. */
  fetchDocument: (document: Document) => Promise<Blob>;
  fileName: (document: Document) => string;
  words: DocumentListWords;
  /** The page's classes for the list, its buttons and a failure. */
  classNames: { list?: string; button?: string; error?: string };
}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function download(document: Document) {
    setFailed(null);
    setDownloading(document.title);
    try {
      saveFile(await fetchDocument(document), fileName(document));
    } catch {
      setFailed(document.title);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      {intro ? <p>{intro}</p> : null}
      <ul className={classNames.list}>
        {documents.map((document) => (
          <li key={document.kind}>
            <button
              type="button"
              className={classNames.button}
              disabled={downloading === document.title}
              onClick={() => void download(document)}
            >
              {words.download(document.title)}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={failed ? classNames.error : undefined}>
        {failed ? words.downloadFailed(failed) : downloading ? words.downloading(downloading) : ''}
      </p>
      {productInformation.length > 0 ? (
        <>
          <h3>{words.productInformationHeading}</h3>
          <ul>
            {productInformation.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noreferrer">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
