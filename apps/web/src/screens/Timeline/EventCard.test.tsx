import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEvent } from '../../api/events';
import { makeItem } from '../../components/WeLink/testFixtures';
import type { WeLinkActions } from '../../components/WeLink/welinkActions';
import { EventCard } from './EventCard';

const actions: WeLinkActions = {
  isSaved: () => null,
  saveToHistory: vi.fn(),
  savingKey: null,
  openItem: vi.fn(),
  showMessage: vi.fn(),
};

function makeEvent(overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    _id: 'e-1',
    type: 'informative',
    title: 'Dune',
    date: '2026-03-01T10:00:00.000Z',
    items: [],
    user: { _id: 'u-2', name: 'Luis' },
    tags: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    hasUnreadResponses: false,
    unreadResponsesCount: 0,
    ...overrides,
  };
}

function renderCard(event: TimelineEvent, isUsuallyRight = false) {
  return render(
    <EventCard
      event={event}
      now={Date.parse('2026-03-02T10:00:00.000Z')}
      viewerId="u-1"
      responses={undefined}
      responsesFailed={false}
      actions={actions}
      onOpen={vi.fn()}
      isUsuallyRight={isUsuallyRight}
    />,
  );
}

describe('EventCard hit rate', () => {
  it("marks a sharer whose advice usually works with te suele acertar, and no one else", () => {
    const { unmount } = renderCard(makeEvent(), true);
    expect(screen.getByText('te suele acertar')).toBeTruthy();
    unmount();
    renderCard(makeEvent());
    expect(screen.queryByText('te suele acertar')).toBeNull();
  });
});

describe('EventCard thumbnail', () => {
  it("shows the first item's first http(s) catalogue thumbnail, lazy and sized", () => {
    const item = makeItem({
      title: 'Dune',
      externalRefs: [
        { provider: 'evil', thumbnail: 'javascript:alert(1)' },
        { provider: 'tmdb', url: 'https://www.themoviedb.org/movie/438631', thumbnail: 'https://image.tmdb.org/t/p/w185/d.jpg' },
      ],
    });
    renderCard(makeEvent({ items: [item] }));
    const img = screen.getByRole('img', { name: 'Dune' });
    expect(img.getAttribute('src')).toBe('https://image.tmdb.org/t/p/w185/d.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('height')).toBe('72');
  });

  it('shows none without a safe thumbnail', () => {
    renderCard(makeEvent({ items: [makeItem({ externalRefs: [{ provider: 'x', thumbnail: 'data:image/png;base64,AAAA' }] })] }));
    expect(document.querySelector('img.item-thumbnail')).toBeNull();
  });
});
