import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { refreshSession } from '../state/session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  refreshSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
