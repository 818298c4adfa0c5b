import type { PortAnswer } from '../outbox/index.ts';
import type { PostalAddress } from './posted-documents.ts';

// The print house as we reach it (decision 048): it prints the documents it is sent and posts them
// first class to the address on the item. Until a print house is contracted, the stand-in
// (print-and-post-stand-in.ts) plays its part.

/** One document to print: its kind, its file name and the PDF's bytes. */
export interface PrintDocument {
  kind: string;
  fileName: string;
  bytes: Uint8Array;
}

/** One envelope: the documents of one policy, to one address. */
export interface PostalSubmission {
  policyNumber: string;
  recipient: PostalAddress;
  documents: PrintDocument[];
}

/** Accepted: the print house's reference and the day it dispatches the envelope ('yyyy-MM-dd'). */
export type PrintAcknowledgement = PortAnswer<{ reference: string; dispatchDate: string }>;

export interface PrintAndPostPort {
  /** 'stand-in', or the print house's name: logged with each delivery. */
  readonly name: string;
  /**
   * Sends one envelope. `submissionId` is ours and the same on every try of one item, so an item
   * sent again after a crash is printed once. Throws when the print house could not be reached:
   * the item is tried again later.
   */
  submit(item: PostalSubmission, submissionId: string): Promise<PrintAcknowledgement>;
}
