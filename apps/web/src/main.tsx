import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './router/AppRouter';
import { AppRoutes, preloadRoute } from './router/AppRoutes';
import { appHistory } from './router/appHistory';
import './styles/global.css';

preloadRoute(appHistory.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppRouter history={appHistory}>
      <AppRoutes />
    </AppRouter>
  </StrictMode>,
);
