import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualCardList } from './VirtualCardList';

const CARD_HEIGHT = 100;
const items = Array.from({ length: 500 }, (_, n) => ({ id: `e${n}`, title: `Evento ${n}` }));

function renderList() {
  return render(
    <VirtualCardList
      items={items}
      getKey={(item) => item.id}
      label="Eventos"
      estimateSize={CARD_HEIGHT}
      renderItem={(item) => <button type="button">{item.title}</button>}
    />,
  );
}

const rendered = () => within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem');

describe('VirtualCardList', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every card measures CARD_HEIGHT and the window shows eight of them.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD_HEIGHT);
    vi.stubGlobal('innerHeight', 8 * CARD_HEIGHT);
    // The list starts at the top of the page, so it moves up as the page scrolls.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ y: -window.scrollY }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('renders only the cards near the viewport, each saying where it stands in the whole list', () => {
    renderList();
    const cards = rendered();
    expect(cards.length).toBeGreaterThanOrEqual(8);
    expect(cards.length).toBeLessThan(20);
    expect(cards[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('500');
    expect(screen.getByRole('list', { name: 'Eventos' }).style.height).toBe(`${500 * CARD_HEIGHT}px`);
  });

  it('renders the cards further down as the page scrolls, and keeps the focused card', async () => {
    renderList();
    screen.getByRole('button', { name: 'Evento 2' }).focus();
    await act(async () => {
      window.scrollY = 300 * CARD_HEIGHT;
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const positions = rendered().map((li) => Number(li.getAttribute('aria-posinset')));
    expect(positions).toContain(301);
    expect(positions).toContain(3);
    expect(positions).not.toContain(1);
    expect(positions.length).toBeLessThan(22);
    expect(document.activeElement?.textContent).toBe('Evento 2');
  });
});
