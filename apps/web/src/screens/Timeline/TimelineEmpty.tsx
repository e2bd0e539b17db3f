import { useNavigate } from 'react-router';
import { useTimelineT } from './messages';

/** A Timeline with no events yet: start a WeLink or follow contacts. */
export function TimelineEmpty() {
  const t = useTimelineT();
  const navigate = useNavigate();
  return (
    <div className="empty-state">
      <p className="empty-state__text">{t('timeline.empty')}</p>
      <div className="empty-state__actions">
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => navigate('/new-welink', { state: { returnPath: '/timeline' } })}
        >
          {t('timeline.emptyCreate')}
        </button>
        <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate('/contacts')}>
          {t('timeline.emptyFollow')}
        </button>
      </div>
    </div>
  );
}
