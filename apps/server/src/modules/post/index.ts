export {
  DIRECT_DEBIT_NOTICE_DOCUMENT,
  POST_WORKING_DAYS,
  postedArrivalBy,
  postedDispatchBy,
  postedDocumentsOf,
  postedNoticeGivenOn,
  type PostalAddress,
  type PostedDocumentKind,
  type PostedDocuments,
} from './posted-documents.ts';
export type {
  PostalSubmission,
  PrintAcknowledgement,
  PrintAndPostPort,
  PrintDocument,
} from './print-and-post-port.ts';
export { createStandInPrintAndPostPort } from './print-and-post-stand-in.ts';
export { queuePostedDocuments } from './post.repository.ts';
export {
  DEFAULT_POST_ALERT_AFTER_MS,
  drainPostOnce,
  startPostWorker,
  type PostWorker,
  type PrintDocumentsFor,
} from './post.worker.ts';
