import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLandingT } from './messages';
import './landing.css';

export function LandingScreen() {
  const t = useLandingT();
  useDocumentTitle('');
  return (
    <section className="landing">
      <p className="landing__brand" aria-hidden="true">
        WeLink
      </p>
      <h1 className="landing__title">{t('landing.title')}</h1>
      <p className="landing__lead">{t('landing.lead')}</p>
      <div className="landing__actions">
        <Link to="/login" className="btn btn-primary btn-block">
          {t('landing.login')}
        </Link>
        <Link to="/signup" className="btn btn-secondary btn-block">
          {t('landing.signup')}
        </Link>
      </div>
    </section>
  );
}
