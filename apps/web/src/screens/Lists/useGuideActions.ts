import type { Guide } from '@welink/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import {
  useCreateGuide,
  useCreateGuideWithItem,
  useDeleteGuide,
  useRemoveGuideItem,
  useUpdateGuide,
} from '../../api/guides';
import type { BannerMessage } from '../../components/Banner';
import type { GuideValues } from './GuideFormDialog';
import { LISTS_MESSAGES } from './guideMessages';

/** What the guide modal is for: a new guide (maybe receiving a WeLink at once) or an existing one. */
export type GuideFormTarget = { mode: 'create'; itemId?: string | undefined } | { mode: 'edit'; guide: Guide };

/**
 * The guide mutations and what they say: successes and removal failures on the screen,
 * create and edit failures inside the modal (which stays open with what was typed).
 * Each call gets its own outcome (mutateAsync), so quick removals in a row all report.
 */
export function useGuideActions() {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const createGuide = useCreateGuide();
  const createWithItem = useCreateGuideWithItem();
  const updateGuide = useUpdateGuide();
  const deleteGuide = useDeleteGuide();
  const removeItem = useRemoveGuideItem();

  const success = (text: string) => setMessage({ tone: 'success', text });
  const failure = (text: string) => setMessage({ tone: 'error', text });

  /** Saves the modal; `onDone` closes it once the guide exists (even if the WeLink did not go in). */
  const save = (target: GuideFormTarget, values: GuideValues, onDone: () => void) => {
    setFormError(null);
    setMessage(null);
    if (target.mode === 'edit') {
      updateGuide
        .mutateAsync({ guideId: target.guide._id, name: values.name, description: values.description ?? '' })
        .then(
          () => {
            success(LISTS_MESSAGES.updated);
            onDone();
          },
          (error: unknown) => setFormError(errorMessage(error, LISTS_MESSAGES.updateFailed)),
        );
      return;
    }
    const { itemId } = target;
    if (itemId) {
      createWithItem.mutateAsync({ ...values, itemId }).then(
        ({ addError }) => {
          if (addError) failure(LISTS_MESSAGES.addAfterCreateFailed);
          else success(LISTS_MESSAGES.created);
          onDone();
        },
        (error: unknown) => setFormError(errorMessage(error, LISTS_MESSAGES.createFailed)),
      );
      return;
    }
    createGuide.mutateAsync(values).then(
      () => {
        success(LISTS_MESSAGES.created);
        onDone();
      },
      (error: unknown) => setFormError(errorMessage(error, LISTS_MESSAGES.createFailed)),
    );
  };

  /** `onDeleted` runs once the guide is gone, e.g. to move focus off its vanished card. */
  const remove = (guide: Guide, onDeleted?: () => void) => {
    setMessage(null);
    deleteGuide.mutateAsync(guide._id).then(
      () => {
        success(LISTS_MESSAGES.deleted);
        onDeleted?.();
      },
      (error: unknown) => failure(errorMessage(error, LISTS_MESSAGES.deleteFailed)),
    );
  };

  const removeItemFrom = (guide: Guide, itemId: string) => {
    setMessage(null);
    removeItem.mutateAsync({ guideId: guide._id, itemId }).then(
      () => success(LISTS_MESSAGES.itemRemoved),
      (error: unknown) => failure(errorMessage(error, LISTS_MESSAGES.removeItemFailed)),
    );
  };

  return {
    message,
    dismissMessage: () => setMessage(null),
    formError,
    clearFormError: () => setFormError(null),
    isSaving: createGuide.isPending || createWithItem.isPending || updateGuide.isPending,
    deletingId: deleteGuide.isPending ? deleteGuide.variables : null,
    save,
    remove,
    removeItemFrom,
  };
}
