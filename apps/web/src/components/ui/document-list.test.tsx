import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentList, type DocumentListWords } from './document-list';

const WORDS: DocumentListWords = {
  download: (title) => `Download ${title} (PDF)`,
  downloading: (title) => `Downloading ${title}`,
  downloadFailed: (title) => `We couldn't download ${title} just now.`,
  productInformationHeading: 'Insurance product information',
};
const DOCUMENTS = [
  { kind: 'schedule', title: 'Policy schedule' },
  { kind: 'certificate', title: 'Certificate of motor insurance' },
];
const IPID = { title: 'Van insurance product information', url: '/documents/ipid-van.pdf' };
const CLASSES = { list: 'list', button: 'button', error: 'error' };

/** Records the files handed to the browser, by name and type, instead of saving them. */
function recordSavedFiles() {
  const saved: { name: string; type: string }[] = [];
  let file: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (held: Blob) => ((file = held), 'blob:test-document'),
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: file?.type ?? '' });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('DocumentList', () => {
  it('offers each document as a button, the intro above, and the product information links', () => {
    render(
      <DocumentList
        intro="Download your documents as PDF files."
        documents={DOCUMENTS}
        productInformation={[IPID]}
        fetchDocument={async () => pdf()}
        fileName={(document) => `${document.kind}.pdf`}
        words={WORDS}
        classNames={CLASSES}
      />,
    );

    expect(screen.getByText('Download your documents as PDF files.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Download Policy schedule (PDF)',
      'Download Certificate of motor insurance (PDF)',
    ]);
    expect(screen.getByRole('heading', { name: 'Insurance product information' })).toBeTruthy();
    const link = screen.getByRole('link', { name: IPID.title });
    expect(link.getAttribute('href')).toBe(IPID.url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says nothing above the list without an intro, and shows no product information when there is none', () => {
    const { container } = render(
      <DocumentList
        documents={DOCUMENTS}
        productInformation={[]}
        fetchDocument={async () => pdf()}
        fileName={(document) => `${document.kind}.pdf`}
        words={WORDS}
        classNames={CLASSES}
      />,
    );

    expect(container.firstElementChild?.tagName).toBe('UL');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('fetches the document clicked and saves it under its name, saying so while it downloads', async () => {
    const saved = recordSavedFiles();
    let arrive!: (file: Blob) => void;
    const fetched: string[] = [];
    const user = userEvent.setup();
    render(
      <DocumentList
        documents={DOCUMENTS}
        productInformation={[]}
        fetchDocument={(document) => {
          fetched.push(document.kind);
          return new Promise<Blob>((resolve) => (arrive = resolve));
        }}
        fileName={(document) => `${document.kind}-VAN-1.pdf`}
        words={WORDS}
        classNames={CLASSES}
      />,
    );

    const button = screen.getByRole('button', {
      name: 'Download Certificate of motor insurance (PDF)',
    });
    await user.click(button);

    expect(screen.getByRole('status').textContent).toBe(
      'Downloading Certificate of motor insurance',
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    arrive(pdf());
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'certificate-VAN-1.pdf', type: 'application/pdf' }]),
    );
    expect(fetched).toEqual(['certificate']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('says in its words which document could not be downloaded, and lets the customer try again', async () => {
    const saved = recordSavedFiles();
    let fails = true;
    const user = userEvent.setup();
    render(
      <DocumentList
        documents={DOCUMENTS}
        productInformation={[]}
        fetchDocument={async () => {
          if (fails) throw new Error('503');
          return pdf();
        }}
        fileName={(document) => `${document.kind}.pdf`}
        words={WORDS}
        classNames={CLASSES}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Download Policy schedule (PDF)' }));

    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe("We couldn't download Policy schedule just now."),
    );
    expect(status.className).toBe('error');
    expect(saved).toEqual([]);

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Download Policy schedule (PDF)' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'schedule.pdf', type: 'application/pdf' }]));
    expect(status.textContent).toBe('');
    expect(status.className).toBe('');
  });
});
