import { AddToGuideModal } from '../../components/WeLink/AddToGuideModal';
import { WeLinkDetailModal } from '../../components/WeLink/WeLinkDetailModal';
import type { TimelineActions } from './useTimelineActions';

/** The WeLink detail and the add-to-guide dialog, opened from a card. */
export function TimelineDialogs({ actions, viewerId }: { actions: TimelineActions; viewerId: string | null }) {
  const { detail, setDetail, guideTarget, setGuideTarget, savingKey, isSaved, saveToHistory, saveRating, setMessage } = actions;
  return (
    <>
      {detail && (
        <WeLinkDetailModal
          open
          onOpenChange={(open) => {
            if (!open) setDetail(null);
          }}
          item={detail.item}
          viewerId={viewerId}
          loadDetail={detail.isItem}
          onSaveRating={detail.isItem ? (edit) => saveRating(detail, edit) : undefined}
          onAddToGuide={(item) => {
            setDetail(null);
            setGuideTarget({ itemId: item._id, title: item.title });
          }}
          onSaveToHistory={(item) =>
            saveToHistory(item, detail.recommender ?? item.user, `detail:${item._id}`, item.description)
          }
          isSavingToHistory={savingKey === `detail:${detail.item._id}`}
          isSavedInHistory={isSaved(detail.item) ?? true}
        />
      )}
      {guideTarget && (
        <AddToGuideModal
          open
          onOpenChange={(open) => {
            if (!open) setGuideTarget(null);
          }}
          itemId={guideTarget.itemId}
          itemTitle={guideTarget.title}
          onSaved={(text) => setMessage({ tone: 'success', text })}
        />
      )}
    </>
  );
}
