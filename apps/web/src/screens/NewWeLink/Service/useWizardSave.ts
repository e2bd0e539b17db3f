import { ITEM_MESSAGES, type Item } from '@welink/domain';
import { useEffect, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { useCreateItem, useUpdateItem } from '../../../api/items';
import type { BannerMessage } from '../../../components/Banner';
import { QUEUED_TEXTS } from '../../../lib/queuedWriteTexts';
import { editPayload, ratingPayload, type WeLinkFields } from '../../../components/WeLink/weLinkForm';
import { CREATE_LIST_DEFAULTS, type CreateListState } from '../../Lists/createListState';
import type { CreatedDialog } from './SuccessDialog';
import type { WizardAction, WizardState } from './useWizard';
import { WIZARD_MESSAGES, WIZARD_TIMINGS } from './wizardMessages';
import { buildItemPayload } from './wizardFields';
import { domainText, i18n } from '../../../i18n/i18n';

interface Redirect {
  message: string;
  delayMs: number;
}

const failure = (error: unknown) => {
  const detail = error instanceof Error && error.message ? domainText(error.message) : i18n.t('newWeLink.wizard.unknownError');
  return i18n.t('newWeLink.wizard.saveFailed', { detail });
};

/**
 * Saving (spec §4): a new WeLink (a 409 turns into editing the rating of the one the viewer
 * has), an edited one, or an edited rating; then the banner, the created dialogs and the
 * timed way out to History. `openedFields` are the edited WeLink's as the form opened.
 */
export function useWizardSave(state: WizardState, dispatch: Dispatch<WizardAction>, openedFields: WeLinkFields) {
  const navigate = useNavigate();
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [dialog, setDialog] = useState<CreatedDialog>(null);
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const { step, category, fields, editId } = state;
  // In the active language already: History shows the message it is handed.
  const createdMessage = state.copiedFrom !== null ? WIZARD_MESSAGES.savedCopy : domainText(ITEM_MESSAGES.created);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate('/history', { state: { message: redirect.message } }), redirect.delayMs);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  const updated = (message: string) => ({
    onSuccess: () => {
      setBanner({ tone: 'success', text: message });
      setRedirect({ message, delayMs: WIZARD_TIMINGS.editedRedirectMs });
    },
    onError: (error: unknown) => setBanner({ tone: 'error', text: failure(error) }),
  });

  const save = () => {
    setBanner(null);
    if (step === 'edit-rating' && state.target) {
      updateItem.mutate({ itemId: state.target._id, payload: ratingPayload(state.rating, state.comment) }, updated(domainText(ITEM_MESSAGES.ratingUpdated)));
      return;
    }
    if (!category) return;
    const payloadOf = (from: WeLinkFields) =>
      buildItemPayload({ kind: category.kind, categoryName: category.name, fields: from, rating: state.rating, comment: state.comment });
    const payload = payloadOf(fields);
    if (editId !== null) {
      updateItem.mutate({ itemId: editId, payload: editPayload(payloadOf(openedFields), payload) }, updated(domainText(ITEM_MESSAGES.updated)));
      return;
    }
    createItem.mutate(payload, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'queued') {
          // No connection: kept on this device and sent when it is back (ADR 0026); History lists it.
          setBanner({ tone: 'info', text: QUEUED_TEXTS.created });
          setRedirect({ message: QUEUED_TEXTS.created, delayMs: WIZARD_TIMINGS.editedRedirectMs });
          return;
        }
        if (outcome.kind === 'conflict') {
          // Spec §4: not an error: the viewer edits the rating of the WeLink they already have.
          setBanner({ tone: 'info', text: domainText(outcome.message || ITEM_MESSAGES.alreadySaved) });
          dispatch({ type: 'conflict', item: outcome.item });
          return;
        }
        setBanner({ tone: 'success', text: createdMessage });
        dispatch({ type: 'saved', item: outcome.item });
        setDialog('success');
      },
      onError: (error) => setBanner({ tone: 'error', text: failure(error) }),
    });
  };

  const leaveWithoutGuide = () => {
    setDialog(null);
    setRedirect({ message: createdMessage, delayMs: WIZARD_TIMINGS.createdRedirectMs });
  };

  const toNewGuide = (item: Item) => {
    const listState: CreateListState = { createList: true, itemId: item._id, ...CREATE_LIST_DEFAULTS };
    void navigate('/lists', { state: listState });
  };

  return {
    banner,
    clearBanner: () => setBanner(null),
    dialog,
    setDialog,
    isSaving: createItem.isPending || updateItem.isPending,
    /** Saved: the wizard is on its way to History. */
    isLeaving: redirect !== null,
    save,
    leaveWithoutGuide,
    toNewGuide,
    toHistory: (message: string) => void navigate('/history', { state: { message } }),
  };
}
