import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { confirmationSettings } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { renderConfirmationEmail } from './confirmation-email.ts';

const settings = confirmationSettings(loadConfig({ LOG_LEVEL: 'silent' }));
const sold = completedDirectQuote('2026-11-22');

describe('the confirmation e-mail and how the documents come (decision 043)', () => {
  it('says the documents are attached only with consent to documents by e-mail', () => {
    const email = renderConfirmationEmail(sold, 'VAN000000001', 'ANNUAL_CARD', settings, {
      electronicDocuments: true,
    });
    expect(email?.text).toContain('are attached to this e-mail');
  });

  it('says when the post will bring them otherwise, and attaches nothing', () => {
    const email = renderConfirmationEmail(sold, 'VAN000000001', 'MONTHLY_DD', settings, {
      electronicDocuments: false,
    });
    expect(email?.text).not.toContain('attached');
    expect(email?.text).toContain('will come by post within 5 working days');
  });

  it('carries the marketing withdrawal link, a link the customer can follow in the HTML', () => {
    const url = 'https://van.example.co.uk/v1/consent/withdraw/abc';
    const email = renderConfirmationEmail(sold, 'VAN000000001', 'ANNUAL_CARD', settings, {
      electronicDocuments: true,
      marketingWithdrawUrl: url,
    });
    expect(email?.text).toContain(
      `To stop marketing messages from us by email and text, go to ${url}`,
    );
    expect(email?.html).toContain(`<a href="${url}">${url}</a>`);
  });

  it('says where to sign in to the account later, at the public address (decision 062)', () => {
    const email = renderConfirmationEmail(
      sold,
      'VAN000000001',
      'ANNUAL_CARD',
      { ...settings, withdrawalBaseUrl: 'https://van.example.co.uk' },
      { electronicDocuments: true },
    );
    const line =
      '- To see your policy online later, sign in to your account at https://van.example.co.uk/account/sign-in with this e-mail address: we will e-mail you a code to sign in with.';
    expect(email?.text.split('\n')).toContain(line);
    expect(email?.html).toContain(`<p>${line}</p>`);
  });

  it('has no withdrawal line without a withdrawal link', () => {
    const email = renderConfirmationEmail(sold, 'VAN000000001', 'ANNUAL_CARD', settings, {
      electronicDocuments: true,
    });
    expect(email?.text).not.toContain('To stop marketing messages');
    expect(email?.html).not.toContain('<a ');
  });
});
