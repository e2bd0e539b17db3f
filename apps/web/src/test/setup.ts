import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { refreshSession } from '../state/session';

// jsdom has no scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  refreshSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
