import type { RouteObject } from 'react-router';
import { followingPagePath, historyPagePath } from './api/feedPaths';
import { AppShell } from './components/AppShell';
import { PublicOnly } from './components/PublicOnly';
import { RequireAdmin } from './components/RequireAdmin';
import { RequireAuth } from './components/RequireAuth';
import { lazyComponent } from './router/lazyComponent';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import type { RouteHandle } from './router/routeHandle';
import { ScreenOutlet } from './router/ScreenOutlet';

// Every screen is its own chunk: the public screens never download settings or admin code.
// scripts/bundleReport.mjs reads this table to weigh each route, so keep one lazyComponent per screen.
const Landing = lazyComponent(() => import('./screens/Landing/LandingScreen'), 'LandingScreen');
const Login = lazyComponent(() => import('./screens/Login/LoginScreen'), 'LoginScreen');
const Signup = lazyComponent(() => import('./screens/Signup/SignupScreen'), 'SignupScreen');
const ForgotPassword = lazyComponent(() => import('./screens/ForgotPassword/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPassword = lazyComponent(() => import('./screens/ResetPassword/ResetPasswordScreen'), 'ResetPasswordScreen');
const Terms = lazyComponent(() => import('./screens/Legal/TermsScreen'), 'TermsScreen');
const Privacy = lazyComponent(() => import('./screens/Legal/PrivacyScreen'), 'PrivacyScreen');
const Timeline = lazyComponent(() => import('./screens/Timeline/TimelineScreen'), 'TimelineScreen');
const Settings = lazyComponent(() => import('./screens/Settings/SettingsScreen'), 'SettingsScreen');
const Import = lazyComponent(() => import('./screens/Import/ImportScreen'), 'ImportScreen');
const History = lazyComponent(() => import('./screens/History/HistoryScreen'), 'HistoryScreen');
const Lists = lazyComponent(() => import('./screens/Lists/ListsScreen'), 'ListsScreen');
const Contacts = lazyComponent(() => import('./screens/Contacts/ContactsScreen'), 'ContactsScreen');
const NewWeLinkChoice = lazyComponent(() => import('./screens/NewWeLink/ChoiceScreen'), 'ChoiceScreen');
const Question = lazyComponent(() => import('./screens/NewWeLink/Question/QuestionScreen'), 'QuestionScreen');
const ServiceWizard = lazyComponent(() => import('./screens/NewWeLink/Service/ServiceWizardScreen'), 'ServiceWizardScreen');
const EditWeLink = lazyComponent(() => import('./screens/EditWeLink/EditWeLinkScreen'), 'EditWeLinkScreen');
const PendingUsers = lazyComponent(() => import('./screens/Admin/PendingUsersScreen'), 'PendingUsersScreen');
const AdminIssues = lazyComponent(() => import('./screens/Admin/IssuesScreen'), 'IssuesScreen');
const AdminUsers = lazyComponent(() => import('./screens/Admin/UsersScreen'), 'UsersScreen');
const PendingInCommon = lazyComponent(() => import('./screens/PendingInCommon/PendingInCommonScreen'), 'PendingInCommonScreen');
const FriendGuides = lazyComponent(() => import('./screens/FriendGuides/FriendGuidesScreen'), 'FriendGuidesScreen');
const Notifications = lazyComponent(() => import('./screens/Notifications/NotificationsScreen'), 'NotificationsScreen');
const ParaTi = lazyComponent(() => import('./screens/ParaTi/ParaTiScreen'), 'ParaTiScreen');
const NotFound = lazyComponent(() => import('./screens/NotFound/NotFoundScreen'), 'NotFoundScreen');
// Around the members' screens, which read and write data: visitors never download TanStack Query.
const QueryLayout = lazyComponent(() => import('./router/WithQueryClient'), 'QueryLayout');

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
                  { path: 'timeline', element: <Timeline />, handle: { earlyAnswer: followingPagePath(null) } satisfies RouteHandle },
                  { path: 'settings', element: <Settings /> },
                  { path: 'settings/importar', element: <Import /> },
                  { path: 'history', element: <History />, handle: { earlyAnswer: historyPagePath(null) } satisfies RouteHandle },
                  { path: 'lists', element: <Lists /> },
                  { path: 'contacts', element: <Contacts /> },
                  { path: 'contacts/:id/pendientes', element: <PendingInCommon /> },
                  { path: 'contacts/:id/guias/:listId?', element: <FriendGuides /> },
                  { path: 'notificaciones', element: <Notifications /> },
                  { path: 'para-ti', element: <ParaTi /> },
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
