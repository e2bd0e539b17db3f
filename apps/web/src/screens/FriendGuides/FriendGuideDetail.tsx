import { mostSpecificCategoryLabel, welinkCountText, type Guide, type GuideItem, type GuideProgress } from '@welink/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useGuideProgress, useSaveGuideRest } from '../../api/friendGuides';
import { Banner, type BannerMessage } from '../../components/Banner';
import { domainText } from '../../i18n/i18n';
import { GuideViews } from '../../components/GuideMap/GuideViews';
import { ItemByIdDialog } from '../../components/WeLink/ItemByIdDialog';
import { Stars } from '../../components/WeLink/Stars';
import { StatusBadge } from '../../components/WeLink/StatusBadge';
import { FRIEND_GUIDES_MESSAGES as M } from './friendGuidesMessages';
import { GuideProgressPanel } from './GuideProgressPanel';
import { useFriendGuidesT } from './messages';

/** The viewer's own status of a guide's WeLink, as History shows it: rated, pending, or none. */
function viewerStatus(progress: GuideProgress | undefined, itemId: string): 'rated' | 'pending_rating' | null {
  if (progress?.ratedItemIds.includes(itemId)) return 'rated';
  if (progress?.pendingItemIds.includes(itemId)) return 'pending_rating';
  return null;
}

function GuideItemRow({ item, status, onOpen }: { item: GuideItem; status: ReturnType<typeof viewerStatus>; onOpen: () => void }) {
  useFriendGuidesT();
  return (
    <button type="button" className="card-button friend-guide-item" onClick={onOpen}>
      <span className="friend-guide-item__text">
        <span className="friend-guide-item__title">{item.title}</span>
        <span className="friend-guide-item__category">{domainText(mostSpecificCategoryLabel(item) ?? '')}</span>
      </span>
      <Stars value={item.rating} label={M.ratingOf(item.title)} showText={false} size="sm" />
      {status && (
        <span className="friend-guide-item__status">
          <span className="visually-hidden">{M.yourStatus} </span>
          <StatusBadge status={status} />
        </span>
      )}
    </button>
  );
}

/** One of a friend's guides: its WeLinks, how many the viewer has visited, and saving the rest as pending. */
export function FriendGuideDetail({ guide }: { guide: Guide }) {
  useFriendGuidesT();
  const titleId = `friend-guide-${guide._id}`;
  const progressRef = useRef<HTMLDivElement>(null);
  const progress = useGuideProgress(guide.items.length > 0 ? guide._id : null);
  const saveRest = useSaveGuideRest();
  const [outcome, setOutcome] = useState<BannerMessage | null>(null);
  const [openItemId, setOpenItemId] = useState<string | null>(null);

  const save = () => {
    setOutcome(null);
    saveRest.mutate(
      { guideId: guide._id, itemIds: guide.items.map((item) => item._id) },
      {
        onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.message }),
        onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, M.saveFailed) }),
      },
    );
    // The button leaves once nothing remains: keep the keyboard on the progress it changed.
    progressRef.current?.focus();
  };

  return (
    <article className="card friend-guide" aria-labelledby={titleId}>
      <header className="friend-guide__header">
        <span className="friend-guide__dot" style={{ background: guide.color }} aria-hidden="true" />
        <div className="friend-guide__heading">
          <h2 className="friend-guide__name" id={titleId}>
            {guide.name}
          </h2>
          <p className="friend-guide__meta">{welinkCountText(guide.items.length)}</p>
        </div>
      </header>
      {guide.description && <p className="friend-guide__description">{guide.description}</p>}

      {guide.items.length === 0 ? (
        <p className="friend-guide__empty">{M.emptyGuide}</p>
      ) : (
        <>
          <div className="friend-guide__progress" ref={progressRef} tabIndex={-1}>
            <GuideProgressPanel progress={progress} isSaving={saveRest.isPending} onSaveRest={save} />
          </div>
          {outcome && (
            <Banner tone={outcome.tone} onClose={() => setOutcome(null)}>
              {outcome.text}
              {outcome.tone === 'success' && (
                <>
                  {' '}
                  <Link to="/history">{M.seeHistory}</Link>
                </>
              )}
            </Banner>
          )}
          <GuideViews
            guide={guide}
            onOpen={setOpenItemId}
            list={
              <ul className="friend-guide__items" aria-label={M.itemsOf(guide.name)}>
                {guide.items.map((item) => (
                  <li key={item._id}>
                    <GuideItemRow item={item} status={viewerStatus(progress.data, item._id)} onOpen={() => setOpenItemId(item._id)} />
                  </li>
                ))}
              </ul>
            }
          />
        </>
      )}
      <ItemByIdDialog itemId={openItemId} onClose={() => setOpenItemId(null)} />
    </article>
  );
}
