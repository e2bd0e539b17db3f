import { useNavigate } from 'react-router';

/** A Timeline with no events yet: start a WeLink or follow contacts. */
export function TimelineEmpty() {
  const navigate = useNavigate();
  return (
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
  );
}
