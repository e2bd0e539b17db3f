import { useId, useRef, type KeyboardEvent } from 'react';
import { ratingText } from './constants';
import { useWeLinkT } from './messages';
import './welink.css';

const VALUES = [1, 2, 3, 4, 5] as const;

interface StarsProps {
  /** 0 to 5; 0 means 'Sin valorar'. */
  value: number;
  /** Without it the stars are read-only. */
  onChange?: (value: number) => void;
  /** The group's accessible name. */
  label: string;
  /** Shows the label text above the stars (otherwise it is only announced). */
  showLabel?: boolean;
  /** Shows 'Sin valorar' / '{n} estrella(s)' next to the stars. */
  showText?: boolean;
  /** Lets Backspace, Delete or 0 go back to 'Sin valorar'. */
  allowClear?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * 1 to 5 stars. Editable, it is a radio group with one tab stop: arrows move and choose,
 * Home and End jump, and with allowClear Backspace/Delete/0 clear. Read-only, it is an image
 * whose name says the rating.
 */
export function Stars({
  value,
  onChange,
  label,
  showLabel = false,
  showText = true,
  allowClear = false,
  disabled = false,
  size = 'md',
}: StarsProps) {
  useWeLinkT();
  const labelId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const rating = Math.max(0, Math.min(5, Math.round(value)));
  const text = ratingText(rating);

  if (!onChange) {
    return (
      <span className={`stars stars--${size}`}>
        <span className="stars__icons" role="img" aria-label={`${label}: ${text}`}>
          {VALUES.map((v) => (
            <Star key={v} filled={v <= rating} />
          ))}
        </span>
        {showText && (
          <span className="stars__text" aria-hidden="true">
            {text}
          </span>
        )}
      </span>
    );
  }

  const choose = (next: number) => {
    const clamped = Math.max(allowClear ? 0 : 1, Math.min(5, next));
    onChange(clamped);
    refs.current[Math.max(1, clamped) - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => choose(rating + 1),
      ArrowUp: () => choose(rating + 1),
      ArrowLeft: () => choose(rating - 1),
      ArrowDown: () => choose(rating - 1),
      Home: () => choose(1),
      End: () => choose(5),
    };
    if (allowClear) {
      keys.Backspace = keys.Delete = keys['0'] = () => choose(0);
    }
    for (const v of VALUES) keys[String(v)] = () => choose(v);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // One tab stop: the chosen star, or the first while unrated.
  const tabStop = Math.max(1, rating);

  return (
    <div className={`stars stars--${size} stars--editable`}>
      {showLabel && (
        <span className="stars__label" id={labelId}>
          {label}
        </span>
      )}
      <div
        className="stars__icons"
        role="radiogroup"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-disabled={disabled || undefined}
      >
        {VALUES.map((v) => (
          <button
            key={v}
            ref={(node) => {
              refs.current[v - 1] = node;
            }}
            type="button"
            role="radio"
            className="stars__star"
            aria-checked={v === rating}
            aria-label={ratingText(v)}
            tabIndex={v === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(allowClear && v === rating ? 0 : v)}
            onKeyDown={onKeyDown}
          >
            <Star filled={v <= rating} />
          </button>
        ))}
      </div>
      {showText && (
        <span className="stars__text" aria-live="polite">
          {text}
        </span>
      )}
    </div>
  );
}
