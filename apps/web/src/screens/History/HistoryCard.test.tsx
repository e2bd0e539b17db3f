import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeItem } from '../../components/WeLink/testFixtures';
import { HistoryCard, type HistoryCardActions } from './HistoryCard';
import { toEntryView } from './historyEntries';

const actions: HistoryCardActions = {
  onEdit: vi.fn(),
  onRate: vi.fn(),
  onAddToGuide: vi.fn(),
  onOpenDetail: vi.fn(),
  onShowResponses: vi.fn(),
};
const now = Date.parse('2026-03-02T10:00:00.000Z');

describe('HistoryCard thumbnail', () => {
  it('shows the first http(s) catalogue thumbnail, lazy and sized, named by the title', () => {
    const item = makeItem({
      title: 'Rayuela',
      externalRefs: [
        { provider: 'google_books', url: 'https://books.google.com/x' },
        { provider: 'google_books', thumbnail: 'http://books.google.com/cover.jpg' },
      ],
    });
    render(<HistoryCard view={toEntryView({ kind: 'item', item })} now={now} actions={actions} />);
    const img = screen.getByRole('img', { name: 'Rayuela' });
    expect(img.getAttribute('src')).toBe('http://books.google.com/cover.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('height')).toBe('72');
  });

  it('shows none when the item has no thumbnail', () => {
    render(<HistoryCard view={toEntryView({ kind: 'item', item: makeItem() })} now={now} actions={actions} />);
    expect(document.querySelector('img.item-thumbnail')).toBeNull();
  });
});
