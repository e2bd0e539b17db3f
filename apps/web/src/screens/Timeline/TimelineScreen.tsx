import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFollowingEvents } from '../../api/events';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { markTimelineSeen } from '../../state/timelineSeen';
import { EventCard } from './EventCard';
import './timeline.css';

export function TimelineScreen() {
  useDocumentTitle('Timeline');
  const navigate = useNavigate();
  const events = useFollowingEvents();
  // One clock per render pass keeps every card's relative time consistent.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    markTimelineSeen();
  }, []);

  return (
    <section className="timeline">
      <h1 className="screen-title">Timeline</h1>
      {events.isPending ? (
        <p className="loading" role="status">
          Cargando tu Timeline...
        </p>
      ) : events.isError ? (
        <>
          <Banner tone="error">Error al cargar los datos</Banner>
          <button type="button" className="btn btn-secondary" onClick={() => void events.refetch()}>
            Reintentar
          </button>
        </>
      ) : events.data.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">No hay eventos para mostrar</p>
          <div className="empty-state__actions">
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => navigate('/new-welink', { state: { returnPath: '/timeline' } })}
            >
              Crea tu primer WeLink fácilmente
            </button>
            <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate('/contacts')}>
              Sigue a tus contactos
            </button>
          </div>
        </div>
      ) : (
        <ul className="card-list" aria-label="Eventos de tus contactos">
          {events.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
