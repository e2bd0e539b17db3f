import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Stars } from './Stars';

function Controlled({ initial = 0, allowClear = false }: { initial?: number; allowClear?: boolean }) {
  const [value, setValue] = useState(initial);
  return <Stars label="Tu valoración" value={value} onChange={setValue} allowClear={allowClear} />;
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');

describe('Stars', () => {
  it("is read-only without onChange and says the rating, 'Sin valorar' at 0", () => {
    const { rerender } = render(<Stars label="Valoración de Luis" value={3} />);
    expect(screen.getByRole('img', { name: 'Valoración de Luis: 3 estrellas' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    rerender(<Stars label="Valoración de Luis" value={0} />);
    expect(screen.getByRole('img', { name: 'Valoración de Luis: Sin valorar' })).toBeTruthy();
  });

  it('is a radio group with one tab stop that arrows, Home and End move through', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Tu valoración' })).toBeTruthy();
    expect(screen.getByText('Sin valorar')).toBeTruthy();
    expect(checked()).toHaveLength(0);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 estrella' }));
    await user.keyboard('{ArrowRight}');
    // Unrated + right = the first star.
    expect(checked().map((r) => r.getAttribute('aria-label'))).toEqual(['1 estrella']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 estrellas' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 estrellas' }));
    expect(screen.getByText('3 estrellas', { selector: '.stars__text' })).toBeTruthy();

    await user.keyboard('{End}');
    expect(checked()[0]?.getAttribute('aria-label')).toBe('5 estrellas');
    await user.keyboard('{ArrowRight}');
    expect(checked()[0]?.getAttribute('aria-label')).toBe('5 estrellas');
    await user.keyboard('{Home}{ArrowLeft}');
    // Without allowClear the lowest is 1.
    expect(checked()[0]?.getAttribute('aria-label')).toBe('1 estrella');

    // Only the chosen star is in the tab order.
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.keyboard('4');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('goes back to Sin valorar with Backspace when clearing is allowed', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={2} allowClear />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 estrellas' }));
    await user.keyboard('{Backspace}');
    expect(checked()).toHaveLength(0);
    expect(screen.getByText('Sin valorar')).toBeTruthy();
  });

  it('chooses with a click', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(checked()[0]?.getAttribute('aria-label')).toBe('4 estrellas');
  });
});
