import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WeLinkDialog } from '../components/WeLink/WeLinkDialog';

/** A list dialog whose item opens a second dialog over it. */
function Stacked() {
  const [list, setList] = useState(false);
  const [item, setItem] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setList(true)}>
        Ver respuestas
      </button>
      <WeLinkDialog open={list} onOpenChange={setList} title="Respuestas">
        <button type="button" onClick={() => setItem(true)}>
          Bodega
        </button>
      </WeLinkDialog>
      <WeLinkDialog open={item} onOpenChange={setItem} title="Bodega">
        <p>Detalle</p>
      </WeLinkDialog>
    </>
  );
}

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useCloseOnBack', () => {
  it('adds a history entry per open dialog; back closes the top one only, Escape gives its entry back', async () => {
    const user = userEvent.setup();
    // A new entry of its own: entries an earlier test left forward of the current one would be dropped by the dialogs' pushes.
    window.history.pushState(null, '', '/');
    render(<Stacked />);
    const start = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Ver respuestas' }));
    await user.click(screen.getByRole('button', { name: 'Bodega' }));
    expect(window.history.length).toBe(start + 2);

    const back = popped();
    window.history.back();
    await back;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bodega' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Respuestas' })).toBeTruthy();

    // Escape closes the list and takes its entry back: the page's own entry is current again.
    const given = popped();
    await user.keyboard('{Escape}');
    await given;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((window.history.state as Record<string, unknown> | null)?.welinkDialog ?? 0).toBe(0);
  });
});
