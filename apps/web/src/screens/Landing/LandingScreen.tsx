import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import './landing.css';

export function LandingScreen() {
  useDocumentTitle('');
  return (
    <section className="landing">
      <p className="landing__brand" aria-hidden="true">
        WeLink
      </p>
      <h1 className="landing__title">join now</h1>
      <p className="landing__lead">Guarda, valora y comparte tus recomendaciones con tu familia y tus amigos.</p>
      <div className="landing__actions">
        <Link to="/login" className="btn btn-primary btn-block">
          Iniciar sesión
        </Link>
        <Link to="/signup" className="btn btn-secondary btn-block">
          Crear cuenta
        </Link>
      </div>
    </section>
  );
}
