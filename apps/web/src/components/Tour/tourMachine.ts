/**
 * The onboarding tour as a pure state machine (spec part 1 §4). The component asks the page
 * which step targets exist and passes that along with each move, so a step whose target is
 * missing is skipped without the reducer touching the DOM.
 *
 *   idle ──arrive(eligible)──▶ ready ──start──▶ running ──next (past the last)──▶ finished
 *                                │                │ ▲
 *                                │          close │ │ next / back / sync
 *                                │                ▼ │
 *                                └──skip──▶ skipped ◀──skip── paused
 *
 * paused: closed (Escape, ×) for this visit, not marked seen, so it starts again next time.
 * skipped and finished are final and are the two states that store hasSeenAppTour.
 */

export type TourStatus = 'idle' | 'ready' | 'running' | 'paused' | 'skipped' | 'finished';

export interface TourState {
  status: TourStatus;
  /** The step shown while running (and kept while paused). */
  index: number;
}

/** Which steps have a target on the page right now, by step index. */
export type Availability = readonly boolean[];

export type TourAction =
  /** Arrival on /timeline: eligible when not seen and not suppressed. */
  | { type: 'arrive'; isEligible: boolean }
  /** The start delay ran out. */
  | { type: 'start'; available: Availability }
  | { type: 'next'; available: Availability }
  | { type: 'back'; available: Availability }
  /** The page changed under a running tour: leave a step whose target has gone. */
  | { type: 'sync'; available: Availability }
  /** Escape or the close button: ends without marking seen. */
  | { type: 'close' }
  | { type: 'skip' };

export const initialTourState: TourState = { status: 'idle', index: 0 };

export function isTourOver(status: TourStatus): boolean {
  return status === 'skipped' || status === 'finished';
}

/** The first step with a target from `from` in `direction`, or null. */
export function findAvailable(available: Availability, from: number, direction: 1 | -1): number | null {
  for (let i = from; i >= 0 && i < available.length; i += direction) if (available[i]) return i;
  return null;
}

export function tourReducer(state: TourState, action: TourAction): TourState {
  if (isTourOver(state.status)) return state;
  switch (action.type) {
    case 'arrive':
      return state.status === 'idle' && action.isEligible ? { ...state, status: 'ready' } : state;
    case 'start': {
      if (state.status !== 'ready') return state;
      const first = findAvailable(action.available, 0, 1);
      // Nothing to point at: wait for the next visit rather than mark the tour seen.
      return first === null ? { status: 'idle', index: 0 } : { status: 'running', index: first };
    }
    case 'next': {
      if (state.status !== 'running') return state;
      const next = findAvailable(action.available, state.index + 1, 1);
      return next === null ? { ...state, status: 'finished' } : { ...state, index: next };
    }
    case 'back': {
      if (state.status !== 'running') return state;
      const previous = findAvailable(action.available, state.index - 1, -1);
      return previous === null ? state : { ...state, index: previous };
    }
    case 'sync': {
      if (state.status !== 'running' || action.available[state.index]) return state;
      const index = findAvailable(action.available, state.index + 1, 1) ?? findAvailable(action.available, state.index - 1, -1);
      return index === null ? { ...state, status: 'paused' } : { ...state, index };
    }
    case 'close':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'skip':
      return state.status === 'idle' ? state : { ...state, status: 'skipped' };
  }
}

/** Where the shown step sits among the steps that can be shown: 'Paso N de M'. */
export function stepPosition(available: Availability, index: number): { number: number; total: number } {
  const total = available.filter(Boolean).length;
  const number = available.slice(0, index + 1).filter(Boolean).length;
  return { number, total };
}

export interface TourFlags {
  /** hasSeenAppTour as stored ('true' or nothing). */
  hasSeen: boolean;
  /** appTourVersion as stored, null when never stored. */
  version: string | null;
}

/**
 * A stored version other than the current one (an older tour, or none) clears the seen flag
 * and records the current version, so a new tour is shown once to everyone.
 */
export function reconcileTourFlags(stored: TourFlags, currentVersion: string): TourFlags & { hasChanged: boolean } {
  if (stored.version === currentVersion) return { ...stored, hasChanged: false };
  return { hasSeen: false, version: currentVersion, hasChanged: true };
}
