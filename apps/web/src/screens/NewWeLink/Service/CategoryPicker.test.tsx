import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_GROUPS, CATEGORY_OPTIONS, filterCategories } from './categories';
import { CategoryPicker, DROPDOWN_CLOSE_DELAY_MS } from './CategoryPicker';

describe('categories', () => {
  it('offers about 55 categories with icons in the spec groups, names unique', () => {
    expect(CATEGORY_OPTIONS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(CATEGORY_OPTIONS.map((o) => o.name)).size).toBe(CATEGORY_OPTIONS.length);
    expect(CATEGORY_OPTIONS.every((o) => o.icon.length > 0)).toBe(true);
    expect(CATEGORY_GROUPS.map((g) => g.label)).toEqual([
      'Comida y bebida',
      'Libros',
      'Películas',
      'Series',
      'Cultura y ocio',
      'Tiendas',
      'Salud y servicios',
      'Naturaleza',
      'Alojamiento',
      'Transporte',
    ]);
  });

  it('filters ignoring accents and case, dropping empty groups', () => {
    expect(filterCategories('CAFETERIA').flatMap((g) => g.options.map((o) => o.name))).toEqual(['Cafetería']);
    expect(filterCategories('pelicu')[0]?.label).toBe('Películas');
    expect(filterCategories('zzz')).toEqual([]);
  });
});

describe('CategoryPicker', () => {
  const setup = () => {
    const onChoose = vi.fn();
    render(<CategoryPicker onChoose={onChoose} />);
    return { onChoose, input: screen.getByRole('combobox', { name: 'Categoría *' }) };
  };

  it('shows the grouped list on focus and chooses with a click', async () => {
    const { onChoose, input } = setup();
    await userEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Comida y bebida' })).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Museo' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Museo', kind: 'service' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters as the user types and chooses with the arrows and Enter', async () => {
    const { onChoose, input } = setup();
    await userEvent.type(input, 'tienda');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/^[^\p{L}]+/u, ''))).toEqual(['Tienda de ropa', 'Tienda de zapatos', 'Tienda de electrónica']);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tienda de zapatos' }));
  });

  it('Escape closes the list; no match says so', async () => {
    const { input } = setup();
    await userEvent.type(input, 'xyz');
    expect(screen.getByText('Ninguna categoría coincide con «xyz».')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('reads its error with the combobox and marks it invalid, the list still under it', async () => {
    const user = userEvent.setup();
    render(<CategoryPicker onChoose={vi.fn()} error="Elige una categoría" />);
    const input = screen.getByRole('combobox', { name: 'Categoría *' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Elige una categoría').id);
    await user.click(input);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: 'Categorías' }).id);
  });

  it('closes 300 ms after losing focus, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChoose = vi.fn();
    render(
      <>
        <CategoryPicker onChoose={onChoose} />
        <button type="button">fuera</button>
      </>,
    );
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.tab();
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 50));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(60));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
