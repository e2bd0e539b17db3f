import { describe, expect, it } from 'vitest';
import { patchHistoryRating, type HistoryData } from '../../api/historyCache';
import { makeItem } from '../../components/WeLink/testFixtures';
import { cardFacts, categoryBadge, editTarget, flattenHistory, readArrivalState, toEntryView } from './historyEntries';
import { eventEntry, itemEntry, questionEntry } from './historyTestApi';

describe('flattenHistory', () => {
  it('keeps the server order across pages and drops an entry seen before', () => {
    const views = flattenHistory([
      { entries: [questionEntry({ _id: 'q-1' }), itemEntry({ _id: 'i-1' })] },
      { entries: [itemEntry({ _id: 'i-1', title: 'repetido' }), eventEntry({ _id: 'e-2' })] },
    ]);
    expect(views.map((v) => v.id)).toEqual(['q-1', 'i-1', 'e-2']);
    expect(views[1]?.title).toBe('Casa Lucio');
  });
});

describe('toEntryView', () => {
  it("reads an event's WeLink for rating, status, comment and recommender", () => {
    const view = toEntryView(
      eventEntry({
        comment: 'del evento',
        items: [makeItem({ rating: 3, status: 'rated', comment: 'del WeLink', recommendedByName: 'Luis' })],
      }),
    );
    expect(view).toMatchObject({ rating: 3, status: 'rated', comment: 'del WeLink', recommendedByName: 'Luis', isQuestion: false });
    expect(categoryBadge(view)).toBe('Lugar · Restaurante');
  });

  it('gives a question its badge, its unread flag and a bell of 1 without a count', () => {
    const view = toEntryView(questionEntry({ hasUnreadResponses: true, unreadResponsesCount: 0 }));
    expect(view).toMatchObject({ isQuestion: true, item: null, hasUnreadResponses: true, unreadCount: 1 });
    expect(categoryBadge(view)).toBe('Pregunta');
  });
});

describe('cardFacts', () => {
  it('shows genre and age rating for films, contact facts for places', () => {
    const film = toEntryView(itemEntry({ category: 'Película', genre: 'DRAMA', movieRating: 'APTA', phone: '600' }));
    expect(cardFacts(film).map((f) => f.value)).toEqual(['Drama', 'Apta para todos los públicos']);
    const place = toEntryView(itemEntry({ address: 'Calle 1', email: 'a@b.es', genre: 'DRAMA' }));
    expect(cardFacts(place).map((f) => f.label)).toEqual(['Dirección', 'Email']);
  });
});

describe('editTarget', () => {
  it('sends a question to the question form with its data, a WeLink to the service wizard', () => {
    expect(editTarget(toEntryView(questionEntry({ _id: 'q-1', title: '¿Qué?', tags: ['a'] })))).toEqual({
      path: '/new-welink/question/edit/q-1',
      state: { itemData: { title: '¿Qué?', description: '', tags: ['a'] }, isEditing: true, returnPath: '/history' },
    });
    expect(editTarget(toEntryView(itemEntry({ _id: 'i-9' })))).toEqual({ path: '/new-welink/service/edit/i-9' });
    expect(editTarget(toEntryView(eventEntry({ _id: 'e-1', items: [makeItem({ _id: 'i-3' })] }))).path).toBe(
      '/new-welink/service/edit/i-3',
    );
  });
});

describe('readArrivalState', () => {
  it('reads the message and the scrollToItem flag, and ignores anything else', () => {
    expect(readArrivalState({ message: 'Hecho', scrollToItem: 'i-1' })).toEqual({ message: 'Hecho', showPending: true, scrollTo: 'i-1' });
    expect(readArrivalState({ scrollToItem: true })).toEqual({ message: null, showPending: true, scrollTo: null });
    expect(readArrivalState(null)).toEqual({ message: null, showPending: false, scrollTo: null });
    expect(readArrivalState({ message: 3 })).toEqual({ message: null, showPending: false, scrollTo: null });
  });
});

describe('patchHistoryRating', () => {
  const data = (): HistoryData => ({
    pageParams: [null],
    pages: [
      {
        nextCursor: null,
        entries: [
          itemEntry({ _id: 'i-1', rating: 0, status: 'pending_rating', comment: 'antes' }),
          eventEntry({ _id: 'e-1', rating: 2, comment: 'viejo', items: [makeItem({ _id: 'i-2', rating: 2 })] }),
        ],
      },
    ],
  });

  it('rates an item entry and keeps its comment when the new one is empty', () => {
    const [entry] = patchHistoryRating(data(), { itemId: 'i-1', rating: 4, comment: '  ' })!.pages[0]!.entries;
    expect(entry).toMatchObject({ kind: 'item', item: { rating: 4, status: 'rated', comment: 'antes' } });
  });

  it("rates an event's first item and copies rating and comment onto the event", () => {
    const [, entry] = patchHistoryRating(data(), { itemId: 'i-2', rating: 5, comment: 'genial' })!.pages[0]!.entries;
    expect(entry).toMatchObject({ kind: 'event', event: { rating: 5, comment: 'genial', items: [{ rating: 5, comment: 'genial' }] } });
  });
});
