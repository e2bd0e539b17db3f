import { i18n } from '../i18n/i18n';
import { activeTexts } from './activeTexts';
// Registers these texts in the catalogue (lib's area, loaded with the app).
import './messages';
import type { QueuedWriteKind } from './writeQueue';

/** What the member reads about writes made without a connection (ADR 0026), in the active language. */
export const QUEUED_TEXTS = activeTexts(
  {
    pending: 'queued.pending',
    created: 'queued.created',
    savedPending: 'queued.savedPending',
    rated: 'queued.rated',
    listTitle: 'queued.listTitle',
    refused: 'queued.refused',
    show: 'queued.show',
    hide: 'queued.hide',
    sendNow: 'queued.sendNow',
    retry: 'queued.retry',
    discard: 'queued.discard',
    signOutTitle: 'queued.signOutTitle',
    signOutAnyway: 'queued.signOutAnyway',
    signOutKeep: 'queued.signOutKeep',
  },
  {
    notice: (count: number) => i18n.t('queued.notice', { count }),
    refusedNotice: (count: number) => i18n.t('queued.refusedNotice', { count }),
    signOutBody: (count: number) => i18n.t('queued.signOutBody', { count }),
  },
);

export const QUEUED_KIND_LABELS: Readonly<Record<QueuedWriteKind, string>> = activeTexts({
  createItem: 'queued.kind.createItem',
  savePending: 'queued.kind.savePending',
  rateItem: 'queued.kind.rateItem',
  answer: 'queued.kind.answer',
});
