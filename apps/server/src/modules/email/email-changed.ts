import { formatLongDate, ukToday } from '@van/domain/shared';
import { escapeHtml, type RenderedEmail } from './quote-email.ts';

// Decision 034 item 7: when a retrieve changes a quote's e-mail address, the old address is told, so
// that someone who knew the four retrieval details cannot quietly take the quote over. Pure: the
// same change and settings always give the same message.

export interface EmailChangedSettings {
  brandName: string;
  /** Where the customer calls if the change was not theirs (PHONE_GENERAL). */
  phone: string;
}

export interface EmailChangedNotice {
  webReference: string;
  /** The address now on the quote, if any: shown masked, never in full. */
  newEmail: string | undefined;
  changedAt: Date;
}

/**
 * An address with all but the first character of its local part hidden: 'jane@example.com' ->
 * 'j***@example.com'. The domain stays, so the customer can recognise (or not) their own address.
 */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/**
 * The notice to the old address: the quote reference, the UK date of the change, the new address
 * masked, and the number to call if it was not them. No name, no other detail of the quote.
 */
export function renderEmailChangedNotice(
  notice: EmailChangedNotice,
  settings: EmailChangedSettings,
): RenderedEmail {
  const { brandName, phone } = settings;
  const date = formatLongDate(ukToday(notice.changedAt));
  const what =
    notice.newEmail === undefined
      ? `The e-mail address on your ${brandName} van insurance quote ${notice.webReference} was removed on ${date}.`
      : `The e-mail address on your ${brandName} van insurance quote ${notice.webReference} was changed on ${date} to ${maskEmailAddress(notice.newEmail)}.`;
  const ifYou = 'If you made this change, you do not need to do anything.';
  const ifNot = `If you did not make this change, please call us on ${phone} as soon as you can.`;
  const why =
    'You are getting this e-mail because this address was the one on the quote before the change.';
  const subject = `The e-mail address on your ${brandName} quote ${notice.webReference} was changed`;
  const text = ['Hello,', '', what, '', ifYou, '', ifNot, '', brandName, '', why, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0b0c0c">
<p>Hello,</p>
<p>${e(what)}</p>
<p>${e(ifYou)}</p>
<p><strong>${e(ifNot)}</strong></p>
<p>${e(brandName)}</p>
<p style="font-size:14px;color:#505a5f">${e(why)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
