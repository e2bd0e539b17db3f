import { renderRoutes } from '../../test/render';
import { TimelineScreen } from './TimelineScreen';

/** The Timeline on its route, with stubs for the screens it navigates to. */
export function renderTimeline() {
  return renderRoutes(
    [
      { path: '/timeline', Component: TimelineScreen },
      { path: '/history', element: <h1>History stub</h1> },
      { path: '/new-welink', element: <h1>New stub</h1> },
      { path: '/contacts', element: <h1>Contacts stub</h1> },
    ],
    ['/timeline'],
  );
}
