import { cleanup, configure } from '@testing-library/react';
// jsdom has no CSS.escape, which react-aria's overlays call; browsers all do.
import 'css.escape';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';
import { listenForTests, takeUnhandledRequests, testServer } from './fake-server';

// Pages load lazily, with their lists; on a busy CI machine that can take longer than Testing
// Library's default second, so findBy* and waitFor wait up to 10 s before calling a page missing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay out or scroll; the app scrolls on navigation and from error summary links.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// The fake quote service (fake-server.ts) answers every fetch; a call it has no handler for fails
// the test that made it, so a page calling what the test did not expect cannot pass unseen.
beforeAll(() => listenForTests());
beforeEach(() => {
  takeUnhandledRequests();
});

afterEach(() => {
  cleanup();
  useJourneyStore.getState().reset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  testServer.resetHandlers();
  expect(takeUnhandledRequests(), 'calls the fake quote service has no handler for').toEqual([]);
});

afterAll(() => testServer.close());
