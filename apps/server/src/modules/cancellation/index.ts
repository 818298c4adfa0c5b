export { cancellationRoutes, type CancellationRoutesOptions } from './cancellation.routes.ts';
export { cancellationAttachments } from './cancellation-document.ts';
export {
  DEFAULT_REFUND_ALERT_AFTER_MS,
  drainCancellationRefundsOnce,
  startCancellationRefundWorker,
  type RefundWorker,
} from './cancellation-refund.worker.ts';
