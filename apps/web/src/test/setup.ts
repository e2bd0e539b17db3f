import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setEnglishLoader } from '../i18n/i18n';
import { refreshSession } from '../state/session';

// findBy and waitFor give up after 1 s by default. On the 2-core CI machine, with the server suites
// running beside, the first import of a lazy chunk (the members' chrome, say) can take longer than
// that; what is awaited must still happen, only later.
configure({ asyncUtilTimeout: 5_000 });

// As main.tsx does: English is fetched when a test activates it (ADR 0027).
setEnglishLoader(() => import('../i18n/english'));

// jsdom has no scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // Open dialogs add browser history entries (useCloseOnBack); each test starts on a plain one.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  refreshSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
