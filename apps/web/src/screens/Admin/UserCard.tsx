import type { PublicUser } from '@welink/domain';
import type { ReactNode } from 'react';
import { formatDate } from './adminFormat';
import { useAdminT } from './messages';

interface UserCardProps {
  user: PublicUser;
  /** A registration request waiting for a decision, or an account in the user lists. */
  kind: 'request' | 'account';
  /** Beside an account's name (its status and role). */
  badges?: ReactNode;
  /** The buttons under the facts. */
  children?: ReactNode;
}

/** One user in the admin screens: name, email, phone and date, with the actions the list offers. */
export function UserCard({ user, kind, badges, children }: UserCardProps) {
  const t = useAdminT();
  const headingId = `${kind === 'request' ? 'pending' : 'user'}-${user._id}`;
  const name =
    kind === 'request' ? (
      <h2 id={headingId} className="card__title pending-user__name">
        {user.name}
      </h2>
    ) : (
      <div className="user-row__head">
        <h2 id={headingId} className="card__title user-row__name">
          {user.name}
        </h2>
        <span className="user-row__badges">{badges}</span>
      </div>
    );
  return (
    <article className="card card--stack" aria-labelledby={headingId}>
      {name}
      <dl className={kind === 'request' ? 'pending-user__facts' : 'admin-facts'}>
        <div>
          <dt>{t('admin.card.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('admin.card.phone')}</dt>
          <dd>{user.phone ? `${user.phone.prefix} ${user.phone.number}` : t('admin.card.noPhone')}</dd>
        </div>
        <div>
          <dt>{t(kind === 'request' ? 'admin.card.requested' : 'admin.card.joined')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
