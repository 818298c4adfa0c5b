export { midAddition, midCancellation, type MidUpdate } from './mid-update.ts';
export type { MidAcknowledgement, MidPort } from './mid-port.ts';
export { createStandInMidPort } from './mid-stand-in.ts';
export { queueMidUpdate } from './mid.repository.ts';
export {
  DEFAULT_MID_ALERT_AFTER_MS,
  drainMidOnce,
  startMidWorker,
  type MidWorker,
} from './mid.worker.ts';
