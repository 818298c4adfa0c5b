export { emailRoutes } from './email.routes.ts';
export { emailChangedNotifier } from './email.service.ts';
export { emailQueuedFor, queueEmail, type QueuedEmail } from './email.repository.ts';
export { escapeHtml } from './quote-email.ts';
export {
  drainOnce,
  startEmailWorker,
  type AttachmentsFor,
  type EmailLog,
  type EmailWorker,
} from './email.worker.ts';
export { createMailTransport, type EmailAttachment, type MailTransport } from './mail-transport.ts';
