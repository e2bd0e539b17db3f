import type { RouteObject } from 'react-router';
import { AppShell } from './components/AppShell';
import { PublicOnly } from './components/PublicOnly';
import { RequireAdmin } from './components/RequireAdmin';
import { RequireAuth } from './components/RequireAuth';
import { lazyScreen } from './router/lazyScreen';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { ScreenOutlet } from './router/ScreenOutlet';

// Every screen is its own chunk: the public screens never download settings or admin code.
// scripts/bundleReport.mjs reads this table to weigh each route, so keep one lazyScreen per screen.
const Landing = lazyScreen(() => import('./screens/Landing/LandingScreen'), 'LandingScreen');
const Login = lazyScreen(() => import('./screens/Login/LoginScreen'), 'LoginScreen');
const Signup = lazyScreen(() => import('./screens/Signup/SignupScreen'), 'SignupScreen');
const ForgotPassword = lazyScreen(() => import('./screens/ForgotPassword/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPassword = lazyScreen(() => import('./screens/ResetPassword/ResetPasswordScreen'), 'ResetPasswordScreen');
const Terms = lazyScreen(() => import('./screens/Legal/TermsScreen'), 'TermsScreen');
const Privacy = lazyScreen(() => import('./screens/Legal/PrivacyScreen'), 'PrivacyScreen');
const Timeline = lazyScreen(() => import('./screens/Timeline/TimelineScreen'), 'TimelineScreen');
const Settings = lazyScreen(() => import('./screens/Settings/SettingsScreen'), 'SettingsScreen');
const History = lazyScreen(() => import('./screens/History/HistoryScreen'), 'HistoryScreen');
const Lists = lazyScreen(() => import('./screens/Lists/ListsScreen'), 'ListsScreen');
const Contacts = lazyScreen(() => import('./screens/Contacts/ContactsScreen'), 'ContactsScreen');
const NewWeLinkChoice = lazyScreen(() => import('./screens/NewWeLink/ChoiceScreen'), 'ChoiceScreen');
const Question = lazyScreen(() => import('./screens/NewWeLink/Question/QuestionScreen'), 'QuestionScreen');
const ServiceWizard = lazyScreen(() => import('./screens/NewWeLink/Service/ServiceWizardScreen'), 'ServiceWizardScreen');
const EditWeLink = lazyScreen(() => import('./screens/EditWeLink/EditWeLinkScreen'), 'EditWeLinkScreen');
const PendingUsers = lazyScreen(() => import('./screens/Admin/PendingUsersScreen'), 'PendingUsersScreen');
const AdminIssues = lazyScreen(() => import('./screens/Admin/IssuesScreen'), 'IssuesScreen');
const AdminUsers = lazyScreen(() => import('./screens/Admin/UsersScreen'), 'UsersScreen');
const NotFound = lazyScreen(() => import('./screens/NotFound/NotFoundScreen'), 'NotFoundScreen');
// Around the members' screens, which read and write data: visitors never download TanStack Query.
const QueryLayout = lazyScreen(() => import('./router/WithQueryClient'), 'QueryLayout');

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary resetKey="shell">
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Keeps the top bar and navigation on screen while a screen loads or when it fails.
        element: <ScreenOutlet />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { index: true, element: <Landing /> },
              { path: 'login', element: <Login /> },
            ],
          },
          { path: 'signup', element: <Signup /> },
          { path: 'forgot-password', element: <ForgotPassword /> },
          { path: 'reset-password', element: <ResetPassword /> },
          // Listed as authenticated in the spec, but the sign-up form opens them for visitors.
          { path: 'terms', element: <Terms /> },
          { path: 'privacy', element: <Privacy /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <QueryLayout />,
                children: [
                  { path: 'timeline', element: <Timeline /> },
                  { path: 'settings', element: <Settings /> },
                  { path: 'history', element: <History /> },
                  { path: 'lists', element: <Lists /> },
                  { path: 'contacts', element: <Contacts /> },
                  { path: 'new-welink', element: <NewWeLinkChoice /> },
                  { path: 'new-welink/question', element: <Question /> },
                  { path: 'new-welink/question/edit/:id', element: <Question /> },
                  { path: 'new-welink/service', element: <ServiceWizard /> },
                  { path: 'new-welink/service/edit/:id', element: <ServiceWizard /> },
                  { path: 'edit-event/:id', element: <EditWeLink /> },
                  {
                    path: 'admin',
                    element: <RequireAdmin />,
                    children: [
                      { path: 'pending-users', element: <PendingUsers /> },
                      { path: 'issues', element: <AdminIssues /> },
                      { path: 'users/:status', element: <AdminUsers /> },
                      { path: '*', element: <NotFound /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
