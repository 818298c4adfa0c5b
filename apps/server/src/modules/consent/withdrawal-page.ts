import { WITHDRAWAL_WORDING } from '@van/domain/forms';

// Decision 043: the pages the withdrawal link opens, rendered by the server so the link works
// without the web journey. Pure: the same state gives the same page. A GET only shows the button;
// the withdrawal happens on POST, so a mail scanner that opens the link withdraws nothing.

export interface WithdrawalPage {
  status: number;
  html: string;
}

const TITLE = 'Stop marketing messages';

/** GET: the wording and a button that posts back to the same address; or why the link is not valid. */
export function withdrawalFormPage(brandName: string, known: boolean): WithdrawalPage {
  if (!known) return notValidPage(brandName);
  return {
    status: 200,
    html: page(
      brandName,
      TITLE,
      `<h1>${TITLE}</h1>
<p>${escapeHtml(WITHDRAWAL_WORDING.text.replace(/^Stop marketing messages\. /, ''))}</p>
<form method="post"><button type="submit">Stop marketing messages</button></form>`,
    ),
  };
}

/** POST: done, or why the link is not valid. */
export function withdrawalDonePage(brandName: string, withdrawn: boolean): WithdrawalPage {
  if (!withdrawn) return notValidPage(brandName);
  return {
    status: 200,
    html: page(
      brandName,
      'Marketing messages stopped',
      `<h1>Marketing messages stopped</h1>
<p>You will not get offers or news from ${escapeHtml(brandName)} by email or text message. We will still send you messages about your quote or policy.</p>
<p>If you change your mind, you can tell us next time you get a quote.</p>`,
    ),
  };
}

function notValidPage(brandName: string): WithdrawalPage {
  return {
    status: 404,
    html: page(
      brandName,
      'This link is not valid',
      `<h1>This link is not valid</h1>
<p>Nothing has changed. Please use the link in the email we sent you, or contact us.</p>`,
    ),
  };
}

function page(brandName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - ${escapeHtml(brandName)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
