import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './router/AppRouter';
import { AppRoutes, preloadRoute } from './router/AppRoutes';
import { appHistory } from './router/appHistory';
import { getToken } from './state/session';
import './styles/global.css';

preloadRoute(appHistory.location.pathname, getToken());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppRouter history={appHistory}>
      <AppRoutes />
    </AppRouter>
  </StrictMode>,
);
