/**
 * Delivers payment events to the merchant's notifyUrl, signed (signature.ts), until it answers 2xx:
 * the first try at once, then after 1, 2, 4 ... 64 seconds (8 tries in all, about two minutes),
 * then it gives up and logs. Each try is signed afresh, so its timestamp is the time it was sent.
 * The receiver drops duplicates by eventId: a try whose answer was lost is sent again.
 */
import { sign, SIGNATURE_HEADER } from './signature.ts';
import type { PaymentEvent } from './sessions.ts';

/** Waits before the 2nd, 3rd ... 8th try. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000,
];

// A merchant that takes longer than this to answer has not received it: try again later.
const DEFAULT_TIMEOUT_MS = 10_000;

export interface NotifierLog {
  warn(details: object, message: string): void;
}

export interface NotifierOptions {
  secret: string;
  now: () => Date;
  log: NotifierLog;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface Notifier {
  /** Queues the event for delivery to `url`; returns at once. */
  notify(url: string, event: PaymentEvent): void;
  /** Resolves once every queued event has been delivered or given up. */
  idle(): Promise<void>;
  /** Stops all deliveries (pending retries are dropped). */
  close(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const stop = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  let pending = 0;
  let idleWaiters: Array<() => void> = [];

  function finished(): void {
    pending -= 1;
    if (pending === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  }

  async function tryOnce(url: string, event: PaymentEvent): Promise<string | undefined> {
    const body = JSON.stringify(event);
    const signature = sign(body, options.secret, options.now().getTime() / 1000);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        // A redirect is not an acknowledgement: the event is re-sent to the same address.
        redirect: 'manual',
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return response.status >= 200 && response.status < 300
        ? undefined
        : `answered ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.name : 'network error';
    }
  }

  async function deliver(url: string, event: PaymentEvent, tryNumber: number): Promise<void> {
    const failure = await tryOnce(url, event);
    if (failure === undefined || stop.signal.aborted) return finished();
    const delay = delays[tryNumber - 1];
    if (delay === undefined) {
      // No personal data: the event and session ids are enough to find it.
      options.log.warn(
        { eventId: event.eventId, type: event.type, sessionId: event.sessionId, tries: tryNumber },
        `notification given up (last try ${failure})`,
      );
      return finished();
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(url, event, tryNumber + 1);
    }, delay);
    timers.add(timer);
  }

  return {
    notify(url, event) {
      if (stop.signal.aborted) return;
      pending += 1;
      void deliver(url, event, 1);
    },
    idle() {
      return pending === 0
        ? Promise.resolve()
        : new Promise((resolve) => idleWaiters.push(resolve));
    },
    close() {
      stop.abort();
      for (const timer of timers) {
        clearTimeout(timer);
        finished();
      }
      timers.clear();
    },
  };
}
