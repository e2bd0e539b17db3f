export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface TooltipPlacement {
  top: number;
  left: number;
  width: number;
  side: 'below' | 'above' | 'over';
}

/** Space kept between the tooltip and the viewport edges, and between it and the spotlight. */
const MARGIN = 16;
const GAP = 12;

/** The target's box grown by the spotlight padding. */
export function spotlightBox(target: Box, padding: number): Box {
  return {
    top: target.top - padding,
    left: target.left - padding,
    width: target.width + 2 * padding,
    height: target.height + 2 * padding,
  };
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Below the spotlight when it fits, else above, else over it on the side with more room;
 * horizontally centred on the target and kept inside the viewport.
 */
export function placeTooltip(spot: Box, tooltipHeight: number, viewport: Viewport, maxWidth: number): TooltipPlacement {
  const width = Math.min(maxWidth, viewport.width - 2 * MARGIN);
  const left = clamp(spot.left + spot.width / 2 - width / 2, MARGIN, viewport.width - width - MARGIN);
  const below = spot.top + spot.height + GAP;
  if (below + tooltipHeight + MARGIN <= viewport.height) return { top: below, left, width, side: 'below' };
  const above = spot.top - GAP - tooltipHeight;
  if (above >= MARGIN) return { top: above, left, width, side: 'above' };
  const roomBelow = viewport.height - (spot.top + spot.height);
  const top = roomBelow >= spot.top ? viewport.height - tooltipHeight - MARGIN : MARGIN;
  return { top: clamp(top, MARGIN, viewport.height - tooltipHeight - MARGIN), left, width, side: 'over' };
}

/**
 * The window scroll that brings a target into the visible band (between the sticky top bar and
 * the bottom navigation), `offset` pixels below its top; null when it is already in view.
 */
export function scrollTargetY(
  target: Box,
  scrollY: number,
  viewport: Viewport,
  insets: { top: number; bottom: number },
  offset: number,
  maxScrollY: number,
): number | null {
  const bandTop = insets.top;
  const bandBottom = viewport.height - insets.bottom;
  if (target.top >= bandTop && target.top + target.height <= bandBottom) return null;
  const y = clamp(scrollY + target.top - bandTop - offset, 0, maxScrollY);
  return Math.abs(y - scrollY) < 1 ? null : y;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to `y` in `durationMs` (ease in-out), or at once when motion is reduced.
 * Returns a function that stops the animation.
 */
export function animateScroll(y: number, durationMs: number, reduceMotion: boolean): () => void {
  const startY = window.scrollY;
  if (reduceMotion || durationMs <= 0) {
    window.scrollTo(0, y);
    return () => undefined;
  }
  let frame = 0;
  let startedAt: number | null = null;
  const tick = (now: number) => {
    startedAt ??= now;
    const t = Math.min(1, (now - startedAt) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, startY + (y - startY) * eased);
    if (t < 1) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
