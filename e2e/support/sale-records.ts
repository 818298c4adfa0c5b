import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { createDb, type Db } from '@van/server/db/database';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseUrl } from './journey.ts';

// Issue 16 (decisions 041-047): what a sale must leave behind to be fit to trade, read as a
// customer and a regulator would: the firm's disclosures the product publishes, the documents'
// text as a PDF reader extracts it, and the records the quote service keeps, straight from its
// database (E2E_DATABASE_URL, set by global-setup.ts).

/** The firm's values the product publishes (GET /v1/config), so the journeys follow its config. */
export interface PublishedFirm {
  brokerLegalName: string;
  insurerName: string;
  firm: { fcaFirmReferenceNumber: string };
}

export async function publishedFirm(page: Page): Promise<PublishedFirm> {
  const response = await page.request.get(`${baseUrl()}/v1/config`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublishedFirm;
}

/** The FCA status disclosure (GEN 4 Annex 1) every page's footer must carry, in its words. */
export async function expectFcaStatusInFooter(page: Page, firm: PublishedFirm): Promise<void> {
  await expect(
    page
      .getByRole('contentinfo')
      .getByText(
        `${firm.brokerLegalName} is authorised and regulated by the Financial Conduct Authority, firm reference number ${firm.firm.fcaFirmReferenceNumber}.`,
      ),
  ).toBeVisible();
}

/** A policy document as the customer downloaded it from the confirmation page. */
export interface DownloadedDocument {
  /** The button's words: 'Download Policy schedule (PDF)'. */
  button: string;
  /** The file's first bytes: '%PDF-' for a PDF. */
  magic: string;
  /** The text a PDF reader extracts, spaces collapsed. */
  text: string;
}

/** The text of a PDF as a reader extracts it (the server's tests read PDFs with unpdf too). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

/** Presses every 'Download … (PDF)' button under 'Your documents', one at a time, and reads each file. */
export async function downloadEveryDocument(page: Page): Promise<DownloadedDocument[]> {
  const section = page.getByRole('region', { name: 'Your documents' });
  const buttons = section.getByRole('button', { name: /^Download .+ \(PDF\)$/ });
  await expect(buttons.first()).toBeVisible({ timeout: 30_000 });
  const documents: DownloadedDocument[] = [];
  for (const button of await buttons.all()) {
    const name = (await button.textContent())?.trim() ?? '';
    const download = page.waitForEvent('download');
    await button.click();
    const bytes = await readFile(await (await download).path());
    documents.push({
      button: name,
      magic: bytes.subarray(0, 5).toString('latin1'),
      text: await pdfText(bytes),
    });
  }
  return documents;
}

async function withDb<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(process.env.E2E_DATABASE_URL ?? '', 1);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** A Motor Insurance Database update queued for the quote's policy (decision 042). */
export interface StoredMidUpdate {
  kind: string;
  policyNumber: string;
  vrm: string;
  coverStartDate: string;
  coverEndDate: string;
  policyholderName: string;
  deliveredAt: Date | null;
  acknowledgementReference: string | null;
  failedAt: Date | null;
}

export function midUpdatesOf(webReference: string): Promise<StoredMidUpdate[]> {
  return withDb((db) =>
    db
      .selectFrom('mid_outbox as mid')
      .innerJoin('policy', 'policy.id', 'mid.policy_id')
      .innerJoin('quote', 'quote.id', 'policy.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'mid.kind as kind',
        'mid.policy_number as policyNumber',
        'mid.vrm as vrm',
        'mid.cover_start_date as coverStartDate',
        'mid.cover_end_date as coverEndDate',
        'mid.policyholder_name as policyholderName',
        'mid.delivered_at as deliveredAt',
        'mid.acknowledgement_reference as acknowledgementReference',
        'mid.failed_at as failedAt',
      ])
      .orderBy('mid.id')
      .execute(),
  );
}

/** The auto-renewal choices recorded for a policy in the account (decision 061), oldest first. */
export function autoRenewalChoicesOf(
  policyNumber: string,
): Promise<{ autoRenew: boolean; wordingVersion: string }[]> {
  return withDb((db) =>
    db
      .selectFrom('auto_renewal_choice as choice')
      .innerJoin('policy', 'policy.id', 'choice.policy_id')
      .where('policy.policy_number', '=', policyNumber)
      .select(['choice.auto_renew as autoRenew', 'choice.wording_version as wordingVersion'])
      .orderBy('choice.id')
      .execute(),
  );
}

/** What the MID stand-in recorded of the submissions for a policy, as the MID would hold them. */
export function midSubmissionsFor(
  policyNumber: string,
): Promise<Array<{ kind: string; accepted: boolean; acknowledgementReference: string }>> {
  return withDb((db) =>
    db
      .selectFrom('mid_stand_in_submission')
      .where('policy_number', '=', policyNumber)
      .select(['kind', 'accepted', 'acknowledgement_reference as acknowledgementReference'])
      .execute(),
  );
}

/** A consent given or withdrawn (decision 043). */
export interface StoredConsentEvent {
  purpose: string;
  granted: boolean;
  wordingVersion: string;
  source: string;
  recordedAt: Date;
}

/** The quote's consent events, in the order they were recorded. */
export function consentEventsOf(webReference: string): Promise<StoredConsentEvent[]> {
  return withDb((db) =>
    db
      .selectFrom('consent_event as event')
      .innerJoin('quote', 'quote.id', 'event.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'event.purpose as purpose',
        'event.granted as granted',
        'event.wording_version as wordingVersion',
        'event.source as source',
        'event.recorded_at as recordedAt',
      ])
      .orderBy('event.recorded_at')
      .orderBy('event.id')
      .execute(),
  );
}

/** A demands-and-needs statement recorded at finalize (decision 044). */
export interface StoredStatement {
  version: string;
  versionShown: string | null;
  statementText: string;
}

export function demandsAndNeedsStatementsOf(webReference: string): Promise<StoredStatement[]> {
  return withDb((db) =>
    db
      .selectFrom('demands_and_needs_statement as statement')
      .innerJoin('quote', 'quote.id', 'statement.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select([
        'statement.version as version',
        'statement.version_shown as versionShown',
        'statement.statement_text as statementText',
      ])
      .orderBy('statement.id')
      .execute(),
  );
}

/** An e-mail the product queued for the quote, as the outbox holds it. */
export interface QueuedEmail {
  kind: string;
  text: string;
}

export function emailsOf(webReference: string): Promise<QueuedEmail[]> {
  return withDb((db) =>
    db
      .selectFrom('email_outbox as email')
      .innerJoin('quote', 'quote.id', 'email.quote_id')
      .where('quote.web_reference', '=', webReference)
      .select(['email.kind as kind', 'email.body_text as text'])
      .orderBy('email.id')
      .execute(),
  );
}

/** An e-mail of the quote's that the product has sent: what names its file in the mailbox. */
export interface SentEmail {
  id: string;
  kind: string;
  createdAt: Date;
}

/**
 * The quote's e-mails of `kind` that have been sent, oldest first. Decision 066: a sign-in
 * e-mail's copy in the outbox loses its code once sent, so its code is read where it was delivered.
 */
export function sentEmailsOf(webReference: string, kind: string): Promise<SentEmail[]> {
  return withDb((db) =>
    db
      .selectFrom('email_outbox as email')
      .innerJoin('quote', 'quote.id', 'email.quote_id')
      .where('quote.web_reference', '=', webReference)
      .where('email.kind', '=', kind as 'account-sign-in')
      .where('email.sent_at', 'is not', null)
      .select(['email.id as id', 'email.kind as kind', 'email.created_at as createdAt'])
      .orderBy('email.id')
      .execute(),
  );
}

/** The marketing withdrawal link in the quote's e-mail of this kind, once it is queued. */
export async function withdrawalLinkIn(webReference: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const email = (await emailsOf(webReference)).find((queued) => queued.kind === kind);
        link = /\bhttps?:\/\/\S+\/v1\/consent\/withdraw\/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/.exec(
          email?.text ?? '',
        )?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return link!;
}

/** The quote key the browser holds after finalize (the journey's sessionStorage). */
export async function quoteKeyInBrowser(page: Page): Promise<string> {
  const stored = await page.evaluate(
    () =>
      (
        globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }
      ).sessionStorage.getItem('van-journey') ?? '{}',
  );
  const quoteKey = (JSON.parse(stored) as { state?: { quoteKey?: string | null } }).state?.quoteKey;
  expect(quoteKey).toEqual(expect.any(String));
  return quoteKey!;
}

/** An API answer as the browser got it: its status and body. */
export interface BrowserAnswer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/** POSTs JSON from the page, as the web's own client does (same origin, JSON both ways). */
export function postFromPage(page: Page, path: string, body: unknown): Promise<BrowserAnswer> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as BrowserAnswer['body'] };
    },
    { path, body },
  );
}
