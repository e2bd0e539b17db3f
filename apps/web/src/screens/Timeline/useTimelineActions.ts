import { pendingCopyOf, type Item } from '@welink/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import type { TimelineEvent } from '../../api/events';
import {
  findOwnCopy,
  SAVE_MESSAGES,
  useOwnItems,
  useSaveToHistory,
  useUpdateItemRating,
} from '../../api/items';
import type { BannerMessage } from '../../components/Banner';
import { WELINK_MESSAGES } from '../../components/WeLink/constants';
import type { RatingEdit } from '../../components/WeLink/WeLinkDetailModal';
import type { UserRef, WeLinkActions } from '../../components/WeLink/welinkActions';
import { QUEUED_TEXTS } from '../../lib/queuedWriteTexts';
import { eventAsItem } from './eventViews';

export interface DetailTarget {
  item: Item;
  /** False for an event without a WeLink: nothing to load, rate or add to a guide. */
  isItem: boolean;
  recommender: UserRef | null;
}

/**
 * What the Timeline does with a WeLink: open its detail, save it to the viewer's History, rate
 * the viewer's own copy, add it to a guide; and the banner that reports the outcome.
 */
export function useTimelineActions(viewerId: string | null) {
  const navigate = useNavigate();
  const ownItems = useOwnItems(viewerId);
  const saveItem = useSaveToHistory();
  const updateRating = useUpdateItemRating();
  // The message starts empty on every visit (spec part 1 §4).
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const [guideTarget, setGuideTarget] = useState<{ itemId: string; title: string } | null>(null);
  const [savingKey, setSavingKey] = useState<string | null>(null);

  const isSaved = (item: Item): boolean | null => {
    if (viewerId !== null && item.user._id === viewerId) return true;
    if (ownItems.isSuccess) return findOwnCopy(ownItems.data, item) !== undefined;
    return ownItems.isError ? false : null;
  };

  const saveToHistory = (item: Item, recommender: UserRef | null, key: string, description?: string) => {
    setSavingKey(key);
    setMessage(null);
    saveItem.mutate(
      { payload: pendingCopyOf(item, recommender, description), ownItems: ownItems.data ?? [] },
      {
        onSuccess: ({ message: text }) => void navigate('/history', { state: { message: text } }),
        onError: (error) => {
          setDetail(null);
          setMessage({ tone: 'error', text: errorMessage(error, SAVE_MESSAGES.failed) });
        },
        onSettled: () => setSavingKey(null),
      },
    );
  };

  const cardActions: WeLinkActions = {
    isSaved,
    savingKey,
    saveToHistory: (item, recommender, key) => saveToHistory(item, recommender, key),
    openItem: (item, recommender) => setDetail({ item, isItem: true, recommender }),
    showMessage: setMessage,
  };

  const openEvent = (event: TimelineEvent) => {
    const main = event.items[0];
    setDetail(
      main
        ? { item: main, isItem: true, recommender: event.user ?? null }
        : { item: eventAsItem(event), isItem: false, recommender: event.user ?? null },
    );
  };

  const saveRating = async (target: DetailTarget, edit: RatingEdit) => {
    const answer = await updateRating.mutateAsync({ itemId: target.item._id, title: target.item.title, rating: edit.rating, comment: edit.comment });
    setDetail(null);
    setMessage(answer.kind === 'queued' ? { tone: 'info', text: QUEUED_TEXTS.rated } : { tone: 'success', text: WELINK_MESSAGES.ratingUpdated });
  };

  return {
    message,
    setMessage,
    detail,
    setDetail,
    guideTarget,
    setGuideTarget,
    savingKey,
    isSaved,
    saveToHistory,
    cardActions,
    openEvent,
    saveRating,
  };
}

export type TimelineActions = ReturnType<typeof useTimelineActions>;
