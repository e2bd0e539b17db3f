import { useQueryClient } from '@tanstack/react-query';
import { pendingCopyOf, type Item } from '@welink/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { invalidateAfterHistoryChange } from '../../api/historyCache';
import { findOwnCopy, SAVE_MESSAGES, useOwnItems, useSaveToHistory, useUpdateHistoryRating } from '../../api/items';
import type { BannerMessage } from '../../components/Banner';
import { AddToGuideModal } from '../../components/WeLink/AddToGuideModal';
import { WELINK_MESSAGES } from '../../components/WeLink/constants';
import { WeLinkDetailModal } from '../../components/WeLink/WeLinkDetailModal';
import { activeTexts } from '../../lib/activeTexts';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import type { WeLinkActions, UserRef } from '../../components/WeLink/welinkActions';
import { eventAsItem, type HistoryEntryView } from './historyEntries';
import './messages';
import { RatingEditDialog, type RatingDraft } from './RatingEditDialog';
import { ResponsesDialog } from './ResponsesDialog';

/** The rating dialog's outcome in the active language. */
export const RATING_MESSAGES = activeTexts({
  updated: 'history.rating.updated',
  failed: 'history.rating.failed',
});

/** Another member's WeLink, opened from a response: it opens over the responses. */
interface Recommended {
  item: Item;
  recommender: UserRef;
}

/** The dialog open on History, if any (a question's responses may have a WeLink open over them). */
export type HistoryDialog =
  | { kind: 'rating'; view: HistoryEntryView }
  | { kind: 'detail'; view: HistoryEntryView }
  | { kind: 'guide'; itemId: string; title: string }
  | { kind: 'responses'; view: HistoryEntryView; recommended?: Recommended };

interface HistoryDialogsProps {
  dialog: HistoryDialog | null;
  onDialogChange: (dialog: HistoryDialog | null) => void;
  viewerId: string;
  now: number;
  onMessage: (message: BannerMessage) => void;
  onToast: (text: string) => void;
}

/** History's dialogs (spec part 1 §2) and the saves they make. */
export function HistoryDialogs({ dialog, onDialogChange, viewerId, now, onMessage, onToast }: HistoryDialogsProps) {
  const queryClient = useQueryClient();
  const updateRating = useUpdateHistoryRating();
  const [ratingError, setRatingError] = useState<string | null>(null);
  const needsOwnItems = dialog?.kind === 'responses';
  const ownItems = useOwnItems(needsOwnItems ? viewerId : null);
  const saveItem = useSaveToHistory();
  const [savingKey, setSavingKey] = useState<string | null>(null);

  const close = (open: boolean) => {
    if (open) return;
    onDialogChange(null);
    setRatingError(null);
  };

  const saveRating = (item: Item, draft: RatingDraft) => {
    setRatingError(null);
    updateRating.mutate(
      { itemId: item._id, title: item.title, ...draft },
      {
        onSuccess: (answer) => {
          onDialogChange(null);
          onMessage(answer.kind === 'queued' ? { tone: 'info', text: QUEUED_TEXTS.rated } : { tone: 'success', text: RATING_MESSAGES.updated });
        },
        onError: (error) => setRatingError(errorMessage(error, RATING_MESSAGES.failed)),
      },
    );
  };

  const isSaved = (item: Item): boolean | null => {
    if (item.user._id === viewerId) return true;
    if (ownItems.isSuccess) return findOwnCopy(ownItems.data, item) !== undefined;
    return ownItems.isError ? false : null;
  };

  const saveToHistory = (item: Item, recommender: UserRef, key: string, description?: string) => {
    setSavingKey(key);
    saveItem.mutate(
      { payload: pendingCopyOf(item, recommender, description), ownItems: ownItems.data ?? [] },
      {
        onSuccess: ({ message }) => {
          onDialogChange(null);
          onToast(message);
        },
        onError: (error) => {
          onDialogChange(null);
          onMessage({ tone: 'error', text: errorMessage(error, SAVE_MESSAGES.failed) });
        },
        onSettled: () => {
          setSavingKey(null);
          void invalidateAfterHistoryChange(queryClient);
        },
      },
    );
  };

  const responseActions: WeLinkActions = {
    isSaved,
    savingKey,
    saveToHistory: (item, recommender, key) => saveToHistory(item, recommender, key),
    openItem: (item, recommender) => {
      if (dialog?.kind === 'responses') onDialogChange({ ...dialog, recommended: { item, recommender } });
    },
    showMessage: onMessage,
  };

  if (!dialog) return null;
  switch (dialog.kind) {
    case 'rating': {
      const item = dialog.view.item;
      if (!item) return null;
      return (
        <RatingEditDialog
          open
          onOpenChange={close}
          title={dialog.view.title}
          initialRating={item.rating}
          initialComment={item.comment ?? ''}
          isSaving={updateRating.isPending}
          error={ratingError}
          onSave={(draft) => saveRating(item, draft)}
        />
      );
    }
    case 'detail': {
      const { view } = dialog;
      const item = view.item ?? (view.event ? eventAsItem(view.event) : null);
      if (!item) return null;
      const isItem = view.item !== null;
      return (
        <WeLinkDetailModal
          open
          onOpenChange={close}
          item={item}
          viewerId={viewerId}
          loadDetail={isItem}
          onSaveRating={
            isItem
              ? async (edit) => {
                  const answer = await updateRating.mutateAsync({ itemId: item._id, title: item.title, rating: edit.rating, comment: edit.comment });
                  onDialogChange(null);
                  onMessage(answer.kind === 'queued' ? { tone: 'info', text: QUEUED_TEXTS.rated } : { tone: 'success', text: WELINK_MESSAGES.ratingUpdated });
                }
              : undefined
          }
          onAddToGuide={(target) => onDialogChange({ kind: 'guide', itemId: target._id, title: target.title })}
        />
      );
    }
    case 'guide':
      return (
        <AddToGuideModal
          open
          onOpenChange={close}
          itemId={dialog.itemId}
          itemTitle={dialog.title}
          onSaved={(text) => onMessage({ tone: 'success', text })}
        />
      );
    case 'responses': {
      if (!dialog.view.event) return null;
      const { recommended } = dialog;
      const key = recommended ? `detail:${recommended.item._id}` : '';
      return (
        <>
          <ResponsesDialog
            open
            onOpenChange={close}
            eventId={dialog.view.event._id}
            title={dialog.view.title}
            viewerId={viewerId}
            now={now}
            actions={responseActions}
          />
          {recommended && (
            <WeLinkDetailModal
              open
              onOpenChange={(open) => {
                if (!open) onDialogChange({ ...dialog, recommended: undefined });
              }}
              item={recommended.item}
              viewerId={viewerId}
              onSaveToHistory={(target) => saveToHistory(target, recommended.recommender, key, target.description)}
              isSavingToHistory={savingKey === key}
              isSavedInHistory={isSaved(recommended.item) ?? true}
            />
          )}
        </>
      );
    }
  }
}
