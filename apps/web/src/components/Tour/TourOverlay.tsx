import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTourT } from './messages';
import { animateScroll, placeTooltip, prefersReducedMotion, scrollTargetY, spotlightBox } from './tourLayout';
import { findTarget, TOUR, type TourStep } from './tourSteps';

export interface TourOverlayProps {
  step: TourStep;
  position: { number: number; total: number };
  hasPrevious: boolean;
  isLast: boolean;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  onClose: () => void;
}

/** The shell's sticky top bar and fixed bottom navigation cover part of the window. */
function shellInsets(): { top: number; bottom: number } {
  const topBar = document.querySelector('.top-bar')?.getBoundingClientRect();
  const bottomNav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
  return {
    top: Math.max(0, topBar?.bottom ?? 0),
    bottom: bottomNav && bottomNav.height > 0 ? Math.max(0, window.innerHeight - bottomNav.top) : 0,
  };
}

/** The bottom navigation and the create button stay put: scrolling would not bring them closer. */
function isInFixedLayer(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One step of the tour: a dimmed page with a spotlight on the target and a tooltip dialog.
 * Keyed by step, so each step mounts afresh and its primary button takes the focus (a screen
 * reader then reads the new dialog's title and text). Positions are written to the DOM
 * directly, so scrolling does not re-render.
 */
export function TourOverlay({ step, position, hasPrevious, isLast, onNext, onBack, onSkip, onClose }: TourOverlayProps) {
  const t = useTourT();
  const id = useId();
  const spotRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const target = findTarget(step);
    const layout = () => {
      const spot = spotRef.current;
      const dialog = dialogRef.current;
      if (!spot || !dialog || !target) return;
      const box = spotlightBox(target.getBoundingClientRect(), TOUR.spotlightPadding);
      Object.assign(spot.style, { top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px`, height: `${box.height}px` });
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const placement = placeTooltip(box, dialog.offsetHeight, viewport, TOUR.tooltipWidth);
      Object.assign(dialog.style, { top: `${placement.top}px`, left: `${placement.left}px`, width: `${placement.width}px` });
      dialog.dataset.side = placement.side;
    };

    let stopScroll = () => undefined as void;
    if (target && !isInFixedLayer(target)) {
      const rect = target.getBoundingClientRect();
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const maxScrollY = document.documentElement.scrollHeight - window.innerHeight;
      const y = scrollTargetY(rect, window.scrollY, viewport, shellInsets(), TOUR.scrollOffset, maxScrollY);
      if (y !== null) stopScroll = animateScroll(y, TOUR.scrollDurationMs, prefersReducedMotion());
    }
    layout();

    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(layout);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    if (target) observer?.observe(target);
    return () => {
      stopScroll();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [step]);

  useEffect(() => {
    primaryRef.current?.focus({ preventScroll: true });
  }, []);

  // Escape closes even when the focus has wandered (a click on the page, for instance).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    } else if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      onBack();
    } else if (event.key === 'Tab') {
      // Focus stays inside the dialog while the tour runs.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const titleId = `${id}-title`;
  const counterId = `${id}-counter`;
  const bodyId = `${id}-body`;

  return createPortal(
    <div className="tour">
      {/* Blocks the page under the tour; a click there brings the focus back to the dialog. */}
      <div
        className="tour__backdrop"
        aria-hidden="true"
        onMouseDown={(event) => {
          event.preventDefault();
          primaryRef.current?.focus();
        }}
      />
      <div ref={spotRef} className="tour__spotlight" aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${counterId} ${bodyId}`}
        className="tour__tooltip"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="tour__header">
          <p id={counterId} className="tour__counter">
            {t('tour.step', { number: position.number, total: position.total })}
          </p>
          <button type="button" className="tour__close" aria-label={t('tour.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <h2 id={titleId} className="tour__title">
          {t(`tour.${step.id}.title`)}
        </h2>
        <p id={bodyId} className="tour__body">
          {t(`tour.${step.id}.body`)}
        </p>
        <div className="tour__actions">
          <button type="button" className="link-button tour__skip" onClick={onSkip}>
            {t('tour.skip')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onBack} disabled={!hasPrevious}>
            {t('tour.back')}
          </button>
          <button ref={primaryRef} type="button" className="btn btn-primary" onClick={onNext}>
            {t(isLast ? 'tour.finish' : 'tour.next')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
