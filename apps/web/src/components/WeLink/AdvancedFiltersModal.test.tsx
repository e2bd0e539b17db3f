import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdvancedFiltersModal } from './AdvancedFiltersModal';
import { EMPTY_FILTERS } from './filterEntries';

const users = [
  { _id: 'u-2', name: 'Luis' },
  { _id: 'u-3', name: 'Marta' },
];

describe('AdvancedFiltersModal', () => {
  it('enables Aplicar only once a filter is set and applies every field', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<AdvancedFiltersModal open onOpenChange={() => undefined} value={EMPTY_FILTERS} onApply={onApply} users={users} />);
    const dialog = screen.getByRole('dialog', { name: 'Filtros avanzados' });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    const category = within(dialog).getByLabelText('Categoría');
    expect(within(category).getByRole('group', { name: 'Comida y bebida' })).toBeTruthy();
    await user.selectOptions(category, 'Cafetería');
    expect(apply.disabled).toBe(false);
    await user.type(within(dialog).getByLabelText('Texto'), ' central ');
    await user.type(within(dialog).getByLabelText('Subcategoría'), 'café');
    await user.selectOptions(within(dialog).getByLabelText('Usuario'), 'Marta');
    await user.selectOptions(within(dialog).getByLabelText('Fecha'), 'Última semana');
    await user.click(within(dialog).getByRole('radio', { name: '3 estrellas' }));
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith({
      searchText: 'central',
      category: 'Cafetería',
      subcategory: 'café',
      user: 'u-3',
      dateRange: 'week',
      rating: 3,
    });
  });

  it('hides the user filter for History, and without users to offer', () => {
    const { rerender } = render(
      <AdvancedFiltersModal open onOpenChange={() => undefined} value={EMPTY_FILTERS} onApply={() => undefined} users={users} hideUserFilter />,
    );
    expect(screen.queryByLabelText('Usuario')).toBeNull();
    rerender(<AdvancedFiltersModal open onOpenChange={() => undefined} value={EMPTY_FILTERS} onApply={() => undefined} />);
    expect(screen.queryByLabelText('Usuario')).toBeNull();
  });

  it('removes the filters in force with Quitar filtros', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <AdvancedFiltersModal open onOpenChange={() => undefined} value={{ ...EMPTY_FILTERS, rating: 4 }} onApply={onApply} />,
    );
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS);
  });
});
