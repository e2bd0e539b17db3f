import { lazy, Suspense } from 'react';
import { BottomNavWithBadges } from '../hooks/useNavBadges';
import { WithQueryClient } from '../router/WithQueryClient';

const AppTour = lazy(() => import('./Tour/AppTour'));
const FeedbackWidget = lazy(() => import('./Feedback/FeedbackWidget'));

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
