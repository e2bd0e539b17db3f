import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../components/Banner';
import { AdvancedFiltersModal } from '../../components/WeLink/AdvancedFiltersModal';
import { useEntryFilters } from '../../components/WeLink/useEntryFilters';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { markTimelineSeen } from '../../state/timelineSeen';
import { useSession } from '../../state/useSession';
import { TimelineDialogs } from './TimelineDialogs';
import { TimelineEmpty } from './TimelineEmpty';
import { TimelineEvents } from './TimelineEvents';
import { useTimelineActions } from './useTimelineActions';
import { useTimelineFeed } from './useTimelineFeed';
import './timeline.css';
import { useTimelineT } from './messages';

export function TimelineScreen() {
  const t = useTimelineT();
  useDocumentTitle(t('timeline.title'));
  const viewerId = useSession()?.user.userId ?? null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const filters = useEntryFilters();
  const timeline = useTimelineFeed(filters);
  const actions = useTimelineActions(viewerId);
  const { feed } = timeline;

  useEffect(() => {
    markTimelineSeen();
  }, []);

  let body;
  if (feed.isPending) {
    body = (
      <p className="loading" role="status">
        {t('timeline.loading')}
      </p>
    );
  } else if (feed.isError) {
    body = (
      <>
        <Banner tone="error">{t('timeline.loadFailed')}</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void feed.refetch()}>
          {t('timeline.retry')}
        </button>
      </>
    );
  } else if (timeline.events.length === 0) {
    body = <TimelineEmpty />;
  } else {
    body = (
      <TimelineEvents
        timeline={timeline}
        filters={filters}
        actions={actions}
        viewerId={viewerId}
        onShowWaiting={() => {
          timeline.incoming.showWaiting();
          titleRef.current?.focus({ preventScroll: true });
        }}
      />
    );
  }

  return (
    <section className="timeline">
      <div className="screen-header">
        <h1 className="screen-title" data-tour="timeline" ref={titleRef} tabIndex={-1}>
          {t('timeline.title')}
        </h1>
        <Link to="/para-ti" className="btn btn-secondary timeline__para-ti">
          {t('timeline.paraTi')}
        </Link>
      </div>
      {body}

      <AdvancedFiltersModal
        open={filters.isPanelOpen}
        onOpenChange={filters.setPanelOpen}
        value={filters.advanced}
        onApply={filters.setAdvanced}
        users={timeline.sharers}
      />
      <TimelineDialogs actions={actions} viewerId={viewerId} />
    </section>
  );
}
