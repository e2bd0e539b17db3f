import { Suspense } from 'react';
import { BottomNavWithBadges } from '../hooks/useNavBadges';
import { lazyComponent } from '../router/lazyComponent';
import { WithQueryClient } from '../router/WithQueryClient';

const AppTour = lazyComponent(() => import('./Tour/AppTour'), 'default');
const FeedbackWidget = lazyComponent(() => import('./Feedback/FeedbackWidget'), 'default');
// Their code travels with the chrome's: each rendering late would hold the screen back (lazyComponent).
AppTour.preload();
FeedbackWidget.preload();

/** What a signed-in member has around every screen: navigation with badges, the tour, the feedback widget. */
export default function MemberChrome({ isTimeline }: { isTimeline: boolean }) {
  return (
    <WithQueryClient>
      <BottomNavWithBadges />
      {isTimeline && (
        <Suspense fallback={null}>
          <AppTour />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <FeedbackWidget />
      </Suspense>
    </WithQueryClient>
  );
}
