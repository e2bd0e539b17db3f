import { Link, useLocation } from 'react-router';
import { useMe } from '../../api/users';
import { FeedbackButton } from '../../components/Feedback/FeedbackButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LanguageCard } from './LanguageCard';
import { useSettingsT } from './messages';
import { PushNotificationsCard } from './PushNotificationsCard';
import { SignOutButton } from './SignOutButton';
import { WeeklyDigestCard } from './WeeklyDigestCard';
import { YourDataCard } from './YourDataCard';
import './settings.css';

export function SettingsScreen() {
  const t = useSettingsT();
  useDocumentTitle(t('settings.title'));
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
      <h1 className="screen-title">{t('settings.title')}</h1>

      <section className="card card--stack" aria-labelledby="settings-profile">
        <h2 id="settings-profile" className="card__title">
          {t('settings.account')}
        </h2>
        <dl className="profile" aria-busy={me.isPending}>
          <div className="profile__row">
            <dt>{t('settings.name')}</dt>
            <dd>{name}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('settings.email')}</dt>
            <dd>{email}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('settings.phone')}</dt>
            <dd>{phone ? `${phone.prefix} ${phone.number}` : t(me.isPending ? 'settings.loading' : 'settings.noPhone')}</dd>
          </div>
        </dl>
      </section>

      <ChangePasswordForm notice={mustChangePassword ? t('settings.mustChangePassword') : undefined} />

      <LanguageCard />
      <PushNotificationsCard />
      <WeeklyDigestCard />

      {isAdmin && (
        <section className="card card--stack" aria-labelledby="settings-admin">
          <h2 id="settings-admin" className="card__title">
            {t('settings.admin.title')}
          </h2>
          <Link to="/admin/issues" className="btn btn-primary btn-block">
            {t('settings.admin.issues')}
          </Link>
          <Link to="/admin/pending-users" className="btn btn-primary btn-block">
            {t('settings.admin.pendingUsers')}
          </Link>
        </section>
      )}

      <section className="card card--stack" aria-labelledby="settings-legal">
        <h2 id="settings-legal" className="card__title">
          {t('settings.legal.title')}
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/privacy">{t('settings.legal.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('settings.legal.terms')}</Link>
          </li>
        </ul>
      </section>

      <YourDataCard />

      <section className="card card--stack" aria-labelledby="settings-help">
        <h2 id="settings-help" className="card__title">
          {t('settings.help.title')}
        </h2>
        <p className="settings__text">{t('settings.help.text')}</p>
        <FeedbackButton variant="block" />
      </section>

      <SignOutButton />
    </section>
  );
}
