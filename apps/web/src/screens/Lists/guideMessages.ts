import { GUIDE_MESSAGES } from '@welink/domain';
import { ApiError } from '../../api/errors';
import { WELINK_MESSAGES } from '../../components/WeLink/constants';
import { activeLocale, i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
import './messages';

/** What My Guides says (spec §8 Guides) in the active language; updated and deleted come from the contract. */
export const LISTS_MESSAGES = activeTexts(
  {
    createFailed: 'lists.createFailed',
    updateFailed: 'lists.updateFailed',
    deleteFailed: 'lists.deleteFailed',
    removeItemFailed: 'lists.removeItemFailed',
    loadUnauthorized: 'lists.loadUnauthorized',
    loadNotFound: 'lists.loadNotFound',
    loadServer: 'lists.loadServer',
    empty: 'lists.empty',
    emptyGuide: 'lists.emptyGuide',
    publicLinkBadge: 'lists.link.badge',
    publicLinkWhat: 'lists.link.what',
    publicLinkLive: 'lists.link.live',
    publishFailed: 'lists.link.publishFailed',
    unpublishFailed: 'lists.link.unpublishFailed',
    copied: 'lists.link.copied',
    copyFailed: 'lists.link.copyFailed',
  },
  {
    get addAfterCreateFailed() {
      return WELINK_MESSAGES.guideCreatedWithoutItem;
    },
  },
  {
    created: GUIDE_MESSAGES.created,
    updated: GUIDE_MESSAGES.updated,
    deleted: GUIDE_MESSAGES.deleted,
    itemRemoved: GUIDE_MESSAGES.itemRemoved,
    unpublished: GUIDE_MESSAGES.unpublished,
  },
);

/** Loading failures by status (spec §8): 401, 404, 5xx, and anything else with its message. */
export function guidesLoadError(error: unknown): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return LISTS_MESSAGES.loadUnauthorized;
  if (status === 404) return LISTS_MESSAGES.loadNotFound;
  if (status !== null && status >= 500) return LISTS_MESSAGES.loadServer;
  return i18n.t('lists.loadOther', { detail: error instanceof Error ? error.message : String(error) });
}

/** "1 guía encontrada", "3 guías encontradas". */
export const foundCountText = (count: number) => i18n.t('lists.found', { count });

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(date: Date): string {
  const locale = activeLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' })));
  return format.format(date);
}

/** 'Creada 1 de marzo de 2026', or 'Actualizada …' once the guide changed after its creation (spec §2). */
export function guideDateText(guide: { createdAt: string; updatedAt: string }): { verb: string; date: string; iso: string } {
  const isUpdated = guide.updatedAt !== guide.createdAt;
  const iso = isUpdated ? guide.updatedAt : guide.createdAt;
  const parsed = new Date(iso);
  return {
    verb: i18n.t(isUpdated ? 'lists.card.updated' : 'lists.card.created'),
    date: Number.isNaN(parsed.getTime()) ? iso : formatDate(parsed),
    iso,
  };
}
