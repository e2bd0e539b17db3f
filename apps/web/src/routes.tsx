import type { RouteObject } from 'react-router';
import { AppShell } from './components/AppShell';
import { LoadingScreen } from './components/LoadingScreen';
import { PublicOnly } from './components/PublicOnly';
import { RequireAdmin } from './components/RequireAdmin';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';

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
const adminIssues = () => import('./screens/Admin/IssuesScreen').then((m) => ({ Component: m.IssuesScreen }));
const adminUsers = () => import('./screens/Admin/UsersScreen').then((m) => ({ Component: m.UsersScreen }));
const newWeLinkChoice = () =>
  import('./screens/NewWeLink/ChoiceScreen').then((m) => ({ Component: m.ChoiceScreen }));
const question = () =>
  import('./screens/NewWeLink/Question/QuestionScreen').then((m) => ({ Component: m.QuestionScreen }));
const serviceWizard = () =>
  import('./screens/NewWeLink/Service/ServiceWizardScreen').then((m) => ({ Component: m.ServiceWizardScreen }));
const editWeLink = () =>
  import('./screens/EditWeLink/EditWeLinkScreen').then((m) => ({ Component: m.EditWeLinkScreen }));
const notFound = () => import('./screens/NotFound/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen }));

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
              { path: 'lists', lazy: () => import('./screens/Lists/ListsScreen').then((m) => ({ Component: m.ListsScreen })) },
              { path: 'contacts', lazy: contacts },
              { path: 'new-welink', lazy: newWeLinkChoice },
              { path: 'new-welink/question', lazy: question },
              { path: 'new-welink/question/edit/:id', lazy: question },
              { path: 'new-welink/service', lazy: serviceWizard },
              { path: 'new-welink/service/edit/:id', lazy: serviceWizard },
              { path: 'edit-event/:id', lazy: editWeLink },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { path: 'pending-users', lazy: pendingUsers },
                  { path: 'issues', lazy: adminIssues },
                  { path: 'users/:status', lazy: adminUsers },
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
