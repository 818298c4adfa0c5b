import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailKind } from './email.table.ts';

/** One message, ready to hand to a mail transport. */
export interface OutgoingEmail {
  /** The outbox id: it names the message, so a resend replaces rather than duplicates it. */
  id: string;
  kind: EmailKind;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached (the policy documents on a confirmation), made at delivery. */
  attachments?: EmailAttachment[];
}

/** A file attached to a message. */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Delivers messages: by SMTP, or into a mailbox folder of .eml files. */
export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  /** Resolves once the message is accepted; rejects with nodemailer's error (which has a code). */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** smtp://user:password@host:587 or smtps://...; without it, messages go to mailboxDir. */
  smtpUrl?: string | undefined;
  /** The From address, e.g. "Roadwise" <no-reply@roadwise.example>. */
  from: string;
  mailboxDir: string;
}

// nodemailer waits minutes by default; a worker holds a database row lock while it sends, so a
// dead mail server must fail fast and be retried later instead.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The transport the settings ask for: SMTP when smtpUrl is set, otherwise a file mailbox in
 * mailboxDir (resolved against `baseDir` when relative) that any mail program opens.
 */
export function createMailTransport(
  settings: MailSettings,
  baseDir = process.cwd(),
): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : mailboxTransport(path.resolve(baseDir, settings.mailboxDir), settings.from);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(email) {
      const info = await transporter.sendMail(toNodemailerMessage(email, from));
      if (info.rejected.length > 0) {
        throw Object.assign(new Error('recipient rejected'), { code: 'EENVELOPE' });
      }
    },
    close: () => transporter.close(),
  };
}

function mailboxTransport(mailboxDir: string, from: string): MailTransport {
  // nodemailer builds the complete RFC 5322 message; we only write it down.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    name: 'mailbox',
    async send(email) {
      const info = await composer.sendMail(toNodemailerMessage(email, from));
      await mkdir(mailboxDir, { recursive: true });
      const file = path.join(mailboxDir, mailboxFileName(email));
      // Written aside and renamed, so a mail program never opens half a message.
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
    },
    close: () => composer.close(),
  };
}

/** 2026-11-22T10-00-00Z-quote-42.eml: sorts by time, and names no person. */
export function mailboxFileName(email: Pick<OutgoingEmail, 'id' | 'kind' | 'createdAt'>): string {
  const stamp = email.createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${stamp}-${email.kind}-${email.id}.eml`;
}

function toNodemailerMessage(email: OutgoingEmail, from: string) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.attachments?.length
      ? {
          attachments: email.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
            contentDisposition: 'attachment' as const,
          })),
        }
      : {}),
    // The same Message-ID on every try, so a mail system can recognise a resend.
    messageId: `<${email.kind}-${email.id}-${email.createdAt.getTime()}@${domainOf(from)}>`,
  };
}

function domainOf(address: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}
