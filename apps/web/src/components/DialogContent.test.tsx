import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { WeLinkDialog } from './WeLink/WeLinkDialog';

/** A card whose "Ver detalle" opens a detail dialog, whose "Añadir a guía" swaps it for a guide dialog. */
function Card() {
  const [open, setOpen] = useState<'detail' | 'guide' | 'confirm' | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen('detail')}>
        Ver detalle
      </button>
      <button type="button" onClick={() => setOpen('confirm')}>
        Borrar
      </button>
      {open === 'detail' && (
        <WeLinkDialog open onOpenChange={close} title="Detalle">
          <button type="button" onClick={() => setOpen('guide')}>
            Añadir a guía
          </button>
        </WeLinkDialog>
      )}
      {open === 'guide' && (
        <WeLinkDialog open onOpenChange={close} title="Guía">
          <button type="button">Guardar</button>
        </WeLinkDialog>
      )}
      <ConfirmDialog open={open === 'confirm'} onOpenChange={close} title="¿Borrar?" description="Seguro" confirmLabel="Borrar" onConfirm={() => undefined} />
    </>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the control that opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Card />);
    const opener = screen.getByRole('button', { name: 'Ver detalle' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Detalle' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));

    const remove = screen.getByRole('button', { name: 'Borrar' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });

  it('hands the opener on when a dialog replaces another in the same step', async () => {
    const user = userEvent.setup();
    render(<Card />);
    const opener = screen.getByRole('button', { name: 'Ver detalle' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Añadir a guía' }));
    const guide = screen.getByRole('dialog', { name: 'Guía' });
    await waitFor(() => expect(guide.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
