import { categoryPathLabel, DEFAULT_ITEM_CATEGORY, fieldLabel, type HistoryEntry, type Item, type WeLinkEvent } from '@welink/domain';
import { historyEntryId } from '../../api/history';
import { domainText, i18n } from '../../i18n/i18n';
import { foldText, isQuestion, type FilterableEntry } from '../../components/WeLink/filterEntries';
import type { ItemFact } from '../../components/WeLink/itemFacts';
import './messages';

/** One History card, whatever the entry's kind: what the card, the filters and the actions read. */
export interface HistoryEntryView extends FilterableEntry {
  id: string;
  entry: HistoryEntry;
  isQuestion: boolean;
  /** The WeLink behind the card: the item itself, or an event's first item. Null for a question or a bare post. */
  item: Item | null;
  event: WeLinkEvent | null;
  tags: string[];
  recommendedByName: string | null;
  hasUnreadResponses: boolean;
  /** The bell's count: the server's, or 1 when it gives none (spec part 1 §2). */
  unreadCount: number;
  createdAt: string;
}

export function toEntryView(entry: HistoryEntry): HistoryEntryView {
  if (entry.kind === 'item') {
    const { item } = entry;
    return {
      id: item._id,
      entry,
      type: item.type ?? 'informative',
      isQuestion: isQuestion({ type: item.type }),
      item,
      event: null,
      title: item.title,
      description: item.description ?? item.synopsis,
      comment: item.comment,
      category: item.category,
      subcategory: item.subcategory,
      rating: item.rating,
      status: item.status,
      createdAt: item.createdAt,
      user: item.user,
      tags: item.tags,
      recommendedByName: item.recommendedByName ?? null,
      hasUnreadResponses: false,
      unreadCount: 0,
    };
  }
  const { event } = entry;
  const question = event.type === 'question';
  const main = question ? null : (event.items[0] ?? null);
  return {
    id: event._id,
    entry,
    type: event.type,
    isQuestion: question,
    item: main,
    event,
    title: event.title,
    description: event.description ?? main?.description ?? main?.synopsis,
    // The WeLink holds the owner's rating; the event carries a copy.
    comment: main?.comment ?? event.comment,
    category: event.category ?? main?.category,
    subcategory: event.subcategory ?? main?.subcategory,
    rating: main ? main.rating : (event.rating ?? 0),
    status: main?.status,
    createdAt: event.createdAt,
    user: event.user,
    tags: event.tags,
    recommendedByName: main?.recommendedByName ?? null,
    hasUnreadResponses: question && event.hasUnreadResponses,
    unreadCount: event.unreadResponsesCount > 0 ? event.unreadResponsesCount : 1,
  };
}

/** The pages flattened in the server's order, each entry once (spec part 1 §3: deduplicated by _id). */
export function flattenHistory(pages: ReadonlyArray<{ entries: readonly HistoryEntry[] }>): HistoryEntryView[] {
  const seen = new Set<string>();
  const views: HistoryEntryView[] = [];
  for (const page of pages) {
    for (const entry of page.entries) {
      const id = historyEntryId(entry);
      if (seen.has(id)) continue;
      seen.add(id);
      views.push(toEntryView(entry));
    }
  }
  return views;
}

/** 'Lugar · Restaurante', 'Entretenimiento · Museo', or 'Pregunta' (in the active language). */
export function categoryBadge(view: HistoryEntryView): string | null {
  if (view.isQuestion) return i18n.t('history.card.question');
  return categoryPathLabel(view, domainText);
}

const SCREEN_CATEGORIES = new Set(['pelicula', 'serie']);

/** Films and series: genre and age rating. Places and services: address, phone and email (spec part 1 §2). */
export function cardFacts(view: HistoryEntryView): ItemFact[] {
  const source = view.item;
  if (!source) return [];
  const facts: ItemFact[] = [];
  const isScreen = SCREEN_CATEGORIES.has(foldText(source.category)) || SCREEN_CATEGORIES.has(foldText(view.category));
  if (isScreen) {
    if (source.genre) facts.push({ label: i18n.t('history.fact.genre'), value: domainText(fieldLabel('genre', source.genre)) });
    if (source.movieRating) facts.push({ label: i18n.t('history.fact.movieRating'), value: domainText(fieldLabel('movieRating', source.movieRating)) });
    return facts;
  }
  if (source.address) facts.push({ label: i18n.t('history.fact.address'), value: source.address });
  if (source.phone) facts.push({ label: i18n.t('history.fact.phone'), value: source.phone, href: `tel:${source.phone.replace(/[^\d+]/g, '')}` });
  if (source.email) facts.push({ label: i18n.t('history.fact.email'), value: source.email, href: `mailto:${source.email}` });
  return facts;
}

export interface QuestionEditState {
  itemData: { title: string; description: string; tags: string[] };
  isEditing: true;
  returnPath: '/history';
}

export type EditTarget =
  | { path: string; state: QuestionEditState }
  | { path: string; state?: undefined };

/**
 * Where 'Editar' leads (spec part 2 §2): a question to the question form with its data in the
 * route state; anything else to the service wizard, by its WeLink's id (the event's when it has none).
 */
export function editTarget(view: HistoryEntryView): EditTarget {
  if (view.isQuestion) {
    return {
      path: `/new-welink/question/edit/${encodeURIComponent(view.id)}`,
      state: {
        itemData: { title: view.title, description: view.description ?? '', tags: view.tags },
        isEditing: true,
        returnPath: '/history',
      },
    };
  }
  return { path: `/new-welink/service/edit/${encodeURIComponent(view.item?._id ?? view.id)}` };
}

/** A post without a WeLink, shown in the detail modal as one (nothing to load, rate or add to a guide). */
export function eventAsItem(event: WeLinkEvent): Item {
  return {
    _id: event._id,
    title: event.title,
    category: event.category || DEFAULT_ITEM_CATEGORY,
    subcategory: event.subcategory,
    description: event.description,
    status: 'rated',
    rating: event.rating ?? 0,
    comment: event.comment,
    user: event.user,
    tags: event.tags,
    externalRefs: [],
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}

/** What the arriving navigation asks for: a toast (after a save) and the Pendientes filter. */
export interface ArrivalState {
  message: string | null;
  showPending: boolean;
  /** The entry to bring into view, when the flag names one. */
  scrollTo: string | null;
}

export function readArrivalState(state: unknown): ArrivalState {
  if (typeof state !== 'object' || state === null) return { message: null, showPending: false, scrollTo: null };
  const { message, notice, scrollToItem } = state as Record<string, unknown>;
  const text = typeof message === 'string' && message ? message : typeof notice === 'string' && notice ? notice : null;
  return {
    message: text,
    showPending: Boolean(scrollToItem),
    scrollTo: typeof scrollToItem === 'string' && scrollToItem ? scrollToItem : null,
  };
}
