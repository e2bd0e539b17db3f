import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../state/useSession';
import { findAvailable, initialTourState, isTourOver, stepPosition, tourReducer } from './tourMachine';
import { hasSeenTour, markTourSeen } from './tourStorage';
import { availableSteps, TOUR, TOUR_STEPS } from './tourSteps';
import { TourOverlay } from './TourOverlay';
import './tour.css';

const sameAvailability = (a: readonly boolean[], b: readonly boolean[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The onboarding tour of the Timeline (spec part 1 §4). Mounted by the shell on /timeline and
 * lazy-loaded, so only signed-in members download it. It starts TOUR.startDelayMs after arrival
 * unless this browser finished or skipped it, or the member is an administrator.
 */
export default function AppTour() {
  const session = useSession();
  const { pathname } = useLocation();
  // Mounting is the arrival: the shell mounts the tour on /timeline only.
  const [state, dispatch] = useReducer(tourReducer, undefined, () =>
    tourReducer(initialTourState, {
      type: 'arrive',
      isEligible: session !== null && pathname === '/timeline' && !session.user.isAdmin && !hasSeenTour(),
    }),
  );
  const [available, setAvailable] = useState<readonly boolean[]>(() => availableSteps(TOUR_STEPS));
  const returnFocus = useRef<Element | null>(null);
  const wasRunning = useRef(false);

  /** Every move reads the page again, so a step whose target is missing is skipped. */
  const move = useCallback((type: 'start' | 'next' | 'back' | 'sync') => {
    const now = availableSteps(TOUR_STEPS);
    setAvailable((previous) => (sameAvailability(previous, now) ? previous : now));
    dispatch({ type, available: now });
  }, []);

  const isActive = state.status === 'ready' || state.status === 'running';

  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = window.setTimeout(() => {
      returnFocus.current = document.activeElement;
      move('start');
    }, TOUR.startDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.status, move]);

  // The Timeline loads after the tour mounts and changes while it runs: follow it.
  useEffect(() => {
    if (!isActive) return;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => move('sync'));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [isActive, move]);

  useEffect(() => {
    if (isTourOver(state.status)) markTourSeen();
    const isRunning = state.status === 'running';
    if (wasRunning.current && !isRunning) {
      const previous = returnFocus.current;
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
        previous.focus({ preventScroll: true });
      } else {
        // Like the shell after a navigation: back to the top of the screen.
        const heading = document.querySelector<HTMLElement>('main h1');
        if (heading) heading.tabIndex = -1;
        heading?.focus({ preventScroll: true });
      }
    }
    wasRunning.current = isRunning;
  }, [state.status]);

  const onClose = useCallback(() => dispatch({ type: 'close' }), []);

  const step = TOUR_STEPS[state.index];
  if (state.status !== 'running' || !step) return null;
  return (
    <TourOverlay
      key={step.id}
      step={step}
      position={stepPosition(available, state.index)}
      hasPrevious={findAvailable(available, state.index - 1, -1) !== null}
      isLast={findAvailable(available, state.index + 1, 1) === null}
      onNext={() => move('next')}
      onBack={() => move('back')}
      onSkip={() => dispatch({ type: 'skip' })}
      onClose={onClose}
    />
  );
}
