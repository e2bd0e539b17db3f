import type { RouteObject } from 'react-router';
import { AppShell } from './components/AppShell';
import { LoadingScreen } from './components/LoadingScreen';
import { PublicOnly } from './components/PublicOnly';
import { RequireAdmin } from './components/RequireAdmin';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';
import type { ComingSoonHandle } from './screens/NotFound/NotFoundScreen';

// Every screen is its own chunk: the public screens never download settings or admin code.
const landing = () => import('./screens/Landing/LandingScreen').then((m) => ({ Component: m.LandingScreen }));
const login = () => import('./screens/Login/LoginScreen').then((m) => ({ Component: m.LoginScreen }));
const signup = () => import('./screens/Signup/SignupScreen').then((m) => ({ Component: m.SignupScreen }));
const forgotPassword = () =>
  import('./screens/ForgotPassword/ForgotPasswordScreen').then((m) => ({ Component: m.ForgotPasswordScreen }));
const resetPassword = () =>
  import('./screens/ResetPassword/ResetPasswordScreen').then((m) => ({ Component: m.ResetPasswordScreen }));
const terms = () => import('./screens/Legal/TermsScreen').then((m) => ({ Component: m.TermsScreen }));
const privacy = () => import('./screens/Legal/PrivacyScreen').then((m) => ({ Component: m.PrivacyScreen }));
const timeline = () => import('./screens/Timeline/TimelineScreen').then((m) => ({ Component: m.TimelineScreen }));
const contacts = () => import('./screens/Contacts/ContactsScreen').then((m) => ({ Component: m.ContactsScreen }));
const settings = () => import('./screens/Settings/SettingsScreen').then((m) => ({ Component: m.SettingsScreen }));
const pendingUsers = () =>
  import('./screens/Admin/PendingUsersScreen').then((m) => ({ Component: m.PendingUsersScreen }));
const notFound = () => import('./screens/NotFound/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen }));

const comingSoon: ComingSoonHandle = { comingSoon: true };

/** Screens of later issues: routed now so the navigation works, shown as "coming soon". */
function later(path: string): RouteObject {
  return { path, lazy: notFound, handle: comingSoon };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // Keeps the top bar and navigation on screen when one screen fails.
        errorElement: <RouteError />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, lazy: landing },
              { path: 'login', lazy: login },
            ],
          },
          { path: 'signup', lazy: signup },
          { path: 'forgot-password', lazy: forgotPassword },
          { path: 'reset-password', lazy: resetPassword },
          // Listed as authenticated in the spec, but the sign-up form opens them for visitors.
          { path: 'terms', lazy: terms },
          { path: 'privacy', lazy: privacy },
          {
            element: <RequireAuth />,
            children: [
              { path: 'timeline', lazy: timeline },
              { path: 'settings', lazy: settings },
              {
                path: 'history',
                lazy: () => import('./screens/History/HistoryScreen').then((m) => ({ Component: m.HistoryScreen })),
              },
              later('lists'),
              { path: 'contacts', lazy: contacts },
              later('new-welink/*'),
              later('edit-event/:id'),
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { path: 'pending-users', lazy: pendingUsers },
                  later('issues'),
                  later('users/:status'),
                  { path: '*', lazy: notFound },
                ],
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
