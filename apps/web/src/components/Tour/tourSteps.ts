/** Tour constants (spec part 1 §9). */
export const TOUR = {
  version: '2.0',
  startDelayMs: 1000,
  scrollDurationMs: 300,
  /** Gap kept between a scrolled-to target and the top of the visible area (under the top bar). */
  scrollOffset: 20,
  spotlightPadding: 10,
  tooltipWidth: 380,
} as const;

export interface TourStep {
  /** Also names its texts in the tour's catalogue: `tour.<id>.title` and `tour.<id>.body`. */
  id: string;
  /** CSS selector of the element to highlight; the step is skipped while nothing matches. */
  target: string;
}

/**
 * Anchors are `data-tour` attributes on the Timeline and the bottom navigation. The toolbar
 * is found by its class until it carries an anchor of its own.
 */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'timeline',
    target: '[data-tour="timeline"]',
  },
  {
    id: 'search',
    target: '[data-tour="search"], .timeline-toolbar',
  },
  {
    id: 'event-card',
    target: '[data-tour="event-list"] > li:first-child',
  },
  {
    id: 'create',
    target: '[data-tour="create"]',
  },
  {
    id: 'history',
    target: '[data-tour="nav-history"]',
  },
  {
    id: 'lists',
    target: '[data-tour="nav-lists"]',
  },
  {
    id: 'contacts',
    target: '[data-tour="nav-contacts"]',
  },
  {
    id: 'settings',
    target: '[data-tour="nav-settings"]',
  },
];

/** The element a step points at, if it is on the page and not inside something hidden. */
export function findTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  const element = root.querySelector<HTMLElement>(step.target);
  return element && !element.closest('[hidden]') ? element : null;
}

export function availableSteps(steps: readonly TourStep[], root: ParentNode = document): boolean[] {
  return steps.map((step) => findTarget(step, root) !== null);
}
