import { MESSAGES } from '@welink/domain';
import { useLocation, useNavigate } from 'react-router';
import { domainText } from '../../i18n/i18n';
import { useAccessDeniedT } from './messages';

/** What a signed-in member who is not an administrator sees on /admin/*. */
export function AccessDenied() {
  const t = useAccessDeniedT();
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first entry: with nothing to go back to, go home.
  const goBack = () => (location.key === 'default' ? navigate('/timeline') : navigate(-1));
  return (
    <section className="panel access-denied">
      <h1 className="access-denied__text">{domainText(MESSAGES.accessDenied)}</h1>
      <button type="button" className="btn btn-primary" onClick={goBack}>
        {t('accessDenied.back')}
      </button>
    </section>
  );
}
