import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ComponentProps } from 'react';

/** An open (or just closed) dialog, and the control its focus goes back to. */
interface Opened {
  container: HTMLElement;
  opener: HTMLElement | null;
  /** The dialog the opener belonged to: if the opener is gone by closing time, the focus goes back to that one's. */
  parent: Opened | null;
}

/** The dialogs open now, oldest first. */
const openDialogs: Opened[] = [];

function ownerOf(element: Element): Opened | null {
  return openDialogs.findLast((dialog) => dialog.container.contains(element)) ?? null;
}

/**
 * What opened a dialog: the focused control. When there is none because the dialog replaced
 * another in the same step (the detail's "Añadir a guía" opens the guide dialog as the detail
 * closes, taking its focused button away), it inherits the replaced dialog's opener.
 */
function openedFrom(container: HTMLElement): Pick<Opened, 'opener' | 'parent'> {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !container.contains(active)) {
    return { opener: active, parent: ownerOf(active) };
  }
  const replaced = openDialogs.findLast((dialog) => !dialog.container.isConnected) ?? null;
  return { opener: replaced?.opener ?? null, parent: replaced?.parent ?? null };
}

/** The control to focus when `dialog` closes: its opener, or the one of the dialog it sat on if the opener is gone. */
function returnTarget(dialog: Opened): HTMLElement | null {
  for (let at: Opened | null = dialog; at; at = at.parent) {
    if (at.opener?.isConnected) return at.opener;
  }
  return null;
}

/**
 * Radix's Dialog.Content for every dialog of the app. Radix gives the focus back only to a
 * Dialog.Trigger; the app opens its dialogs from state (a card's button, a response's WeLink),
 * so the focus fell to the top of the page. This content records the focused control as the
 * dialog opens and gives the focus back to it when it closes, unless another dialog is on top
 * by then (that one keeps the focus, and hands it back when it closes).
 */
export function DialogContent({ onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof Dialog.Content>) {
  const opened = useRef<Opened | null>(null);

  return (
    <Dialog.Content
      {...props}
      onOpenAutoFocus={(event) => {
        const container = event.currentTarget as HTMLElement;
        const dialog: Opened = { container, ...openedFrom(container) };
        opened.current = dialog;
        openDialogs.push(dialog);
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        const dialog = opened.current;
        // Still in the page: React's development double effects, not a close.
        if (!dialog || dialog.container.isConnected) return;
        opened.current = null;
        openDialogs.splice(openDialogs.indexOf(dialog), 1);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const target = returnTarget(dialog);
        const top = openDialogs.findLast((other) => other.container.isConnected);
        if (target && (!top || top.container.contains(target))) target.focus();
      }}
    />
  );
}
