import { cleanup } from '@testing-library/react';
// jsdom has no CSS.escape, which react-aria's overlays call; browsers all do.
import 'css.escape';
import { afterEach, vi } from 'vitest';
import { useJourneyStore } from '../stores/journey-store';

// jsdom does not lay out or scroll; the app scrolls on navigation and from error summary links.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  useJourneyStore.getState().reset();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
