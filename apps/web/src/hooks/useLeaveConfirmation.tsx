import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { defineMessages } from '../i18n/i18n';
import { LeaveGuardContext, type HeldNavigation } from '../router/leaveGuard';
import es from './leave.messages.es.json';

/** The question a form asks before its data is dropped (spec part 2 §2, the question form's Cancelar), apart from the shell's texts: only members' forms ask it. */
const useLeaveT = defineMessages(es);

export interface LeaveConfirmation {
  /** The confirmation dialog: render it once in the form. */
  dialog: ReactNode;
  /** Cancelar: always asks (spec), then goes to `to`. */
  cancelTo: (to: To) => void;
}

/**
 * One confirmation for every way out of a form with unsaved changes: its Cancelar, the navigation,
 * the create button, a link, the browser's back and forward (through the router's leave guard), and
 * a reload or closed tab (the browser's own question). Staying keeps everything typed.
 */
export function useLeaveConfirmation(hasUnsavedChanges: boolean): LeaveConfirmation {
  const t = useLeaveT();
  const guard = useContext(LeaveGuardContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  /** Set once the member said yes: the move that follows is not asked about again. */
  const isLeaving = useRef(false);

  useEffect(() => {
    if (!guard || !hasUnsavedChanges) return;
    return guard.block(
      (next) => !isLeaving.current && next.pathname !== pathname,
      (navigation) => setHeld(navigation),
    );
  }, [guard, hasUnsavedChanges, pathname]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    // Not once the member said yes in our dialog (Actualizar reloads the page after it).
    const warn = (event: BeforeUnloadEvent) => {
      if (!isLeaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const dialog = (
    <ConfirmDialog
      open={held !== null}
      onOpenChange={(open) => {
        if (!open) setHeld(null);
      }}
      title={t('leave.title')}
      description={t('leave.message')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.keepEditing')}
      onConfirm={() => {
        isLeaving.current = true;
        held?.proceed();
      }}
      isDanger
    />
  );
  return { dialog, cancelTo: (to) => setHeld({ proceed: () => void navigate(to) }) };
}
