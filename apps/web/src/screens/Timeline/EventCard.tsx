import type { TimelineEvent } from '../../api/events';
import { relativeTime } from '../../lib/relativeTime';

function categoryLabel(event: TimelineEvent): string | null {
  if (event.type === 'question') return 'Pregunta';
  const parts = [event.category, event.subcategory].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return unique.length ? unique.join(' · ') : null;
}

/** A simple Timeline card; the full card (responses, detail modal, guides) comes later. */
export function EventCard({ event, now }: { event: TimelineEvent; now: number }) {
  const label = categoryLabel(event);
  const when = relativeTime(event.createdAt, now);
  return (
    <article className={`card event-card ${event.type === 'question' ? 'event-card--question' : ''}`}>
      <div className="event-card__top">
        {label && <span className="badge">{label}</span>}
        {when && (
          <time className="event-card__time" dateTime={event.createdAt}>
            {when}
          </time>
        )}
      </div>
      <h2 className="event-card__title">{event.title}</h2>
      {event.user && (
        <p className="event-card__by">
          Compartido por <strong>{event.user.name}</strong>
        </p>
      )}
    </article>
  );
}
