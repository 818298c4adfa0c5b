import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionTimer,
  endSessionIfExpired,
  SESSION_EXPIRY_STORAGE_KEY,
  warningLeadMs,
  type SessionStorageLike,
} from './session-timer';

const MINUTE = 60_000;
const EXPIRY_MS = 45 * MINUTE;
const START = Date.UTC(2026, 10, 22, 9, 0, 0);

function memoryStorage(): SessionStorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setUp(storage = memoryStorage()) {
  const onWarning = vi.fn();
  const onWarningEnd = vi.fn();
  const onExpiry = vi.fn();
  const timer = createSessionTimer({
    storage,
    now: () => Date.now(),
    expiryMs: EXPIRY_MS,
    onWarning,
    onWarningEnd,
    onExpiry,
  });
  return { storage, timer, onWarning, onWarningEnd, onExpiry };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session timer (§4.9)', () => {
  it('keeps the expiry time in storage, 2700 s after the start', () => {
    const { storage, timer } = setUp();
    timer.start();
    expect(storage.items.get(SESSION_EXPIRY_STORAGE_KEY)).toBe(String(START + EXPIRY_MS));
  });

  it('expires once the time has passed, checking every second, and forgets the time', () => {
    const { storage, timer, onExpiry } = setUp();
    timer.start();

    vi.advanceTimersByTime(EXPIRY_MS - 1000);
    expect(onExpiry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);

    expect(onExpiry).toHaveBeenCalledTimes(1);
    expect(storage.items.has(SESSION_EXPIRY_STORAGE_KEY)).toBe(false);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('moves the expiry on with activity', () => {
    const { storage, timer, onExpiry } = setUp();
    timer.start();

    vi.advanceTimersByTime(30 * MINUTE);
    timer.recordActivity();
    vi.advanceTimersByTime(30 * MINUTE);

    expect(onExpiry).not.toHaveBeenCalled();
    expect(storage.items.get(SESSION_EXPIRY_STORAGE_KEY)).toBe(
      String(START + 30 * MINUTE + EXPIRY_MS),
    );
    vi.advanceTimersByTime(15 * MINUTE);
    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('writes to storage at most once a second however often the mouse moves', () => {
    const { storage, timer } = setUp();
    const setItem = vi.spyOn(storage, 'setItem');
    timer.start();
    setItem.mockClear();

    // Five seconds of a mouse moving, reported ten times a second.
    for (let i = 0; i < 50; i += 1) {
      vi.advanceTimersByTime(100);
      timer.recordActivity();
    }

    expect(setItem).toHaveBeenCalledTimes(5);
  });

  it('keeps an expiry already stored on start: a reload is not activity', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(START + 5000));
    const { timer, onExpiry } = setUp(storage);

    timer.start();
    vi.advanceTimersByTime(5000);

    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('expires at once a stored time that has already passed, never silently renewing it', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(START - 1));
    const { timer, onExpiry } = setUp(storage);

    timer.start();

    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('starts a new session when the stored time is cleared while it runs', () => {
    const { storage, timer, onExpiry } = setUp();
    timer.start();
    vi.advanceTimersByTime(10 * MINUTE);

    storage.removeItem(SESSION_EXPIRY_STORAGE_KEY);
    vi.advanceTimersByTime(1000);

    expect(onExpiry).not.toHaveBeenCalled();
    expect(storage.items.get(SESSION_EXPIRY_STORAGE_KEY)).toBe(
      String(START + 10 * MINUTE + 1000 + EXPIRY_MS),
    );
  });

  it('stops checking when stopped, and ignores activity meanwhile', () => {
    const { storage, timer, onExpiry } = setUp();
    timer.start();
    timer.stop();

    vi.advanceTimersByTime(EXPIRY_MS * 2);
    timer.recordActivity();

    expect(onExpiry).not.toHaveBeenCalled();
    expect(storage.items.get(SESSION_EXPIRY_STORAGE_KEY)).toBe(String(START + EXPIRY_MS));
  });
});

describe('the warning before expiry (beyond the spec: WCAG 2.2.1)', () => {
  it('warns once, two minutes before the end, with the time the session ends', () => {
    const { timer, onWarning } = setUp();
    timer.start();

    vi.advanceTimersByTime(EXPIRY_MS - 2 * MINUTE - 1000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(5000);

    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledWith(START + EXPIRY_MS);
  });

  it('ignores mouse moves and key presses once the warning shows, then expires', () => {
    const { timer, onExpiry } = setUp();
    timer.start();
    vi.advanceTimersByTime(EXPIRY_MS - MINUTE);

    timer.recordActivity();
    vi.advanceTimersByTime(MINUTE);

    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('gives a full session again when the customer asks to continue, and ends the warning', () => {
    const { timer, onWarningEnd, onWarning, onExpiry } = setUp();
    timer.start();
    vi.advanceTimersByTime(EXPIRY_MS - MINUTE);

    timer.extend();
    vi.advanceTimersByTime(EXPIRY_MS - 3 * MINUTE);

    expect(onWarningEnd).toHaveBeenCalledTimes(1);
    expect(onExpiry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onWarning).toHaveBeenCalledTimes(2);
  });

  it.each([
    [45 * MINUTE, 2 * MINUTE],
    [4 * MINUTE, 2 * MINUTE],
    [MINUTE, 30_000],
  ])('warns a session of %i ms %i ms before its end', (expiryMs, lead) => {
    expect(warningLeadMs(expiryMs)).toBe(lead);
  });
});

describe('endSessionIfExpired (§4.9: a session already expired at start)', () => {
  it.each([
    ['there is no stored time (a first visit)', undefined, false],
    ['the stored time is still ahead', START + 1, false],
    ['the stored time has passed', START - 1, true],
    ['the stored time is exactly now', START, true],
  ])('when %s, says %s', (_case, stored, expired) => {
    const storage = memoryStorage();
    if (stored !== undefined) storage.setItem(SESSION_EXPIRY_STORAGE_KEY, String(stored));

    expect(endSessionIfExpired(storage, START)).toBe(expired);
    expect(storage.items.has(SESSION_EXPIRY_STORAGE_KEY)).toBe(stored !== undefined && !expired);
  });
});
