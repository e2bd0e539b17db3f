import { Link, useLocation } from 'react-router';
import { useMe } from '../../api/users';
import { FeedbackButton } from '../../components/Feedback/FeedbackButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PushNotificationsCard } from './PushNotificationsCard';
import { SignOutButton } from './SignOutButton';
import { WeeklyDigestCard } from './WeeklyDigestCard';
import { YourDataCard } from './YourDataCard';
import './settings.css';

export function SettingsScreen() {
  useDocumentTitle('Ajustes');
  const location = useLocation();
  // Set by the login screen after an administrator's reset: the temporary password must go.
  const mustChangePassword = (location.state as { mustChangePassword?: unknown } | null)?.mustChangePassword === true;
  const session = useSession();
  const me = useMe();
  // While /me loads, show what the token says.
  const name = me.data?.name ?? session?.user.name ?? '';
  const email = me.data?.email ?? session?.user.email ?? '';
  const phone = me.data?.phone ?? session?.profile?.phone ?? null;
  const isAdmin = session?.user.isAdmin ?? false;

  return (
    <section className="settings">
      <h1 className="screen-title">Ajustes</h1>

      <section className="card card--stack" aria-labelledby="settings-profile">
        <h2 id="settings-profile" className="card__title">
          Tu cuenta
        </h2>
        <dl className="profile" aria-busy={me.isPending}>
          <div className="profile__row">
            <dt>Nombre</dt>
            <dd>{name}</dd>
          </div>
          <div className="profile__row">
            <dt>Email</dt>
            <dd>{email}</dd>
          </div>
          <div className="profile__row">
            <dt>Teléfono</dt>
            <dd>{phone ? `${phone.prefix} ${phone.number}` : me.isPending ? 'Cargando...' : 'Sin teléfono'}</dd>
          </div>
        </dl>
      </section>

      <ChangePasswordForm notice={mustChangePassword ? 'Debes cambiar tu contraseña temporal' : undefined} />

      <PushNotificationsCard />
      <WeeklyDigestCard />

      {isAdmin && (
        <section className="card card--stack" aria-labelledby="settings-admin">
          <h2 id="settings-admin" className="card__title">
            Panel de administración
          </h2>
          <Link to="/admin/issues" className="btn btn-primary btn-block">
            Dashboard de Issues
          </Link>
          <Link to="/admin/pending-users" className="btn btn-primary btn-block">
            Gestionar Solicitudes
          </Link>
        </section>
      )}

      <section className="card card--stack" aria-labelledby="settings-legal">
        <h2 id="settings-legal" className="card__title">
          Legal
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/privacy">Política de privacidad</Link>
          </li>
          <li>
            <Link to="/terms">Términos y condiciones</Link>
          </li>
        </ul>
      </section>

      <YourDataCard />

      <section className="card card--stack" aria-labelledby="settings-help">
        <h2 id="settings-help" className="card__title">
          Ayuda y Soporte
        </h2>
        <p className="settings__text">
          ¿Tienes una duda, has encontrado un error o quieres proponer una mejora? Cuéntanoslo.
        </p>
        <FeedbackButton variant="block" />
      </section>

      <SignOutButton />
    </section>
  );
}
