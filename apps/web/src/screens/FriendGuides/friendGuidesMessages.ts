import { i18n } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
import './messages';

/**
 * What a friend's guides say, in the active language (a component calls useFriendGuidesT() first,
 * so the English is there). The API's own texts (the save's outcome) come from the server.
 */
export const FRIEND_GUIDES_MESSAGES = activeTexts(
  {
    title: 'friendGuides.title',
    back: 'friendGuides.back',
    backs: 'friendGuides.backs',
    loading: 'friendGuides.loading',
    loadFailed: 'friendGuides.loadFailed',
    retry: 'friendGuides.retry',
    choose: 'friendGuides.choose',
    missing: 'friendGuides.missing',
    emptyGuide: 'friendGuides.emptyGuide',
    yourStatus: 'friendGuides.yourStatus',
    progressLoading: 'friendGuides.progressLoading',
    progressFailed: 'friendGuides.progressFailed',
    saving: 'friendGuides.saving',
    saveFailed: 'friendGuides.saveFailed',
    allVisited: 'friendGuides.allVisited',
    noneLeft: 'friendGuides.noneLeft',
    seeHistory: 'friendGuides.seeHistory',
  },
  {
    titleOf: (name: string) => i18n.t('friendGuides.titleOf', { name }),
    backToList: (name: string | null) => (name ? i18n.t('friendGuides.backToListOf', { name }) : i18n.t('friendGuides.backToList')),
    empty: (name: string | null) => (name ? i18n.t('friendGuides.emptyOf', { name }) : i18n.t('friendGuides.empty')),
    itemsOf: (guide: string) => i18n.t('friendGuides.itemsOf', { guide }),
    ratingOf: (title: string) => i18n.t('friendGuides.ratingOf', { title }),
    progress: (rated: number, total: number) => i18n.t('friendGuides.progress', { rated, total }),
    saveRest: (count: number) => i18n.t('friendGuides.saveRest', { count }),
  },
);
