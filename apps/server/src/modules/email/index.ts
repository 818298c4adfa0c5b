export { emailRoutes } from './email.routes.ts';
export { queueEmail, type QueuedEmail } from './email.repository.ts';
export { drainOnce, startEmailWorker, type EmailLog, type EmailWorker } from './email.worker.ts';
export { createMailTransport, type MailTransport } from './mail-transport.ts';
