import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './components/AppNotices/appNotices.css';
import { AppUpdateNotice } from './components/AppUpdate/AppUpdateNotice';
import { activateLocale, initialLocale, LocaleRoot, setEnglishLoader } from './i18n/i18n';
import { createAppUpdates } from './lib/appUpdate';
import { AppRouter } from './router/AppRouter';
import { AppRoutes, preloadRoute } from './router/AppRoutes';
import { appHistory } from './router/appHistory';
import { getToken } from './state/session';
import './styles/global.css';

preloadRoute(appHistory.location.pathname, getToken());

// The service worker (ADR 0022), for every visitor: registered once the page has loaded, so that
// keeping the app's files never competes with the first screen.
const updates = 'serviceWorker' in navigator ? createAppUpdates({ container: navigator.serviceWorker, reload: () => location.reload(), document }) : undefined;
if (updates) window.addEventListener('load', updates.register, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The language chosen in Settings on this device, else the browser's (ADR 0027): English texts
// arrive before the first render (Spanish ones come with the code); if they cannot, Spanish it is.
setEnglishLoader(() => import('./i18n/english'));
const rendered = activateLocale(initialLocale()).catch(() => undefined);

void rendered.then(() => createRoot(container).render(
  <StrictMode>
    <LocaleRoot>
      <AppRouter history={appHistory}>
        <AppRoutes />
        <div className="app-notices">{updates && <AppUpdateNotice updates={updates} />}</div>
      </AppRouter>
    </LocaleRoot>
  </StrictMode>,
));
