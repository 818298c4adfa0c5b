import type { MidUpdate } from './mid-update.ts';

// The Motor Insurance Database as we reach it (decision 042). The real service is reached through
// the insurer's MID access; until that exists the stand-in (mid-stand-in.ts) plays its part.

/** How the MID answered one submission. */
export type MidAcknowledgement =
  | { accepted: true; reference: string }
  /** Refused for good (the update is wrong, not the line): a person must look. */
  | { accepted: false; reference: string; reason: string };

export interface MidPort {
  /** 'stand-in', or the real service's name: logged with each delivery. */
  readonly name: string;
  /**
   * Sends one update. `submissionId` is ours and the same on every try of one update, so an
   * update sent again after a crash is acknowledged once. Throws when the MID could not be
   * reached or did not answer: the update is tried again later.
   */
  submit(update: MidUpdate, submissionId: string): Promise<MidAcknowledgement>;
}
