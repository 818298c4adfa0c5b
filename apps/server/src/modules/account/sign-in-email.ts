import { escapeHtml } from '../email/index.ts';

// Decision 060: the e-mail that carries a one-time sign-in code. Pure: the same code and settings
// always give the same message. The code is in the body only (not the subject, which lock screens
// and mail lists show); no name, no policy detail: whoever reads the inbox learns only that a code
// was asked for.

export interface SignInEmailSettings {
  brandName: string;
  /** Where the customer calls if they did not ask for a code (PHONE_GENERAL). */
  phone: string;
}

export interface RenderedSignInEmail {
  subject: string;
  text: string;
  html: string;
}

/** The message for `code`, valid for `minutes`. */
export function renderSignInEmail(
  code: string,
  minutes: number,
  { brandName, phone }: SignInEmailSettings,
): RenderedSignInEmail {
  const subject = `Your ${brandName} sign-in code`;
  const intro = `Use this code to sign in to your ${brandName} account:`;
  const rules = `It works once, for ${minutes} minutes. We will never ask you for it on the phone.`;
  const ifNot = `If you did not ask to sign in, you do not need to do anything: nobody can sign in without this code. If you get codes you did not ask for, please call us on ${phone}.`;
  const text = ['Hello,', '', intro, '', code, '', rules, '', ifNot, '', brandName, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0b0c0c">
<p>Hello,</p>
<p>${e(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${e(code)}</p>
<p>${e(rules)}</p>
<p>${e(ifNot)}</p>
<p>${e(brandName)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
