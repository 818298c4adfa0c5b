export {
  OUTBOX_MAX_ATTEMPTS,
  attemptDelivery,
  drainOutbox,
  errorCode,
  outboxRetryDelayMs,
  outcomeColumns,
  type DeliveryOutcome,
  type OutboxLog,
  type OutboxWords,
  type PortAnswer,
} from './outbox-delivery.ts';
export {
  GIVEN_UP_OUTBOXES,
  givenUpDeliveries,
  requeueGivenUp,
  type GivenUpDelivery,
  type GivenUpOutbox,
} from './outbox-requeue.repository.ts';
export {
  deliverNextDueRow,
  type OutboxClaim,
  type OutboxTableName,
} from './outbox-claim.repository.ts';
