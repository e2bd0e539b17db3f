import type { FollowedContact } from '@welink/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { hitRatesById, useHitRates } from '../../api/circle';
import { useFollowing } from '../../api/connections';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HitRateLine } from '../../components/WeLink/HitRate';
import { isNewConnection } from './invitations';
import { useContactsT } from './messages';
import type { ContactActions } from './useContactActions';

function contactDetail(contact: FollowedContact): string {
  const phone = contact.phone ? `${contact.phone.prefix} ${contact.phone.number}` : null;
  return [contact.email, phone].filter(Boolean).join(' · ');
}

/** The viewer's connections, newest highlighted for 24 hours, each with 'Dejar de seguir' behind a confirmation. */
export function ConnectionsList({ title, actions }: { title: string; actions: ContactActions }) {
  const t = useContactsT();
  const headingId = useId();
  const following = useFollowing();
  // A friend without a figure (under 3 rated takes), or figures that failed to load, shows none.
  const hitRates = hitRatesById(useHitRates().data);
  const [toUnfollow, setToUnfollow] = useState<FollowedContact | null>(null);
  // One clock for the whole list keeps its badges consistent with each other.
  const [now] = useState(() => Date.now());

  return (
    <section className="contacts-section" aria-labelledby={headingId}>
      <div className="contacts-section__header">
        <h2 id={headingId} className="contacts-section__title">
          {title}
        </h2>
        {following.data && <span className="contacts-section__count">{t('contacts.connections.count', { count: following.data.length })}</span>}
      </div>
      {following.isPending ? (
        <p className="loading" role="status">
          {t('contacts.connections.loading')}
        </p>
      ) : following.isError ? (
        <div className="contacts-section__error">
          <Banner tone="error">{errorMessage(following.error, t('contacts.connections.loadFailed'))}</Banner>
          <button type="button" className="btn btn-secondary" onClick={() => void following.refetch()}>
            {t('contacts.retry')}
          </button>
        </div>
      ) : following.data.length === 0 ? (
        <p className="contacts-empty">{t('contacts.connections.empty')}</p>
      ) : (
        <ul className="contact-list" aria-labelledby={headingId}>
          {following.data.map((contact) => {
            const isNew = isNewConnection(contact.createdAt, now);
            const hitRate = hitRates.get(contact._id);
            return (
              <li key={contact._id} className={`contact-row card ${isNew ? 'contact-row--new' : ''}`}>
                <div className="contact-row__who">
                  <p className="contact-row__name">
                    {contact.name}
                    {isNew && <span className="badge contact-row__new">{t('contacts.connections.new')}</span>}
                  </p>
                  {contactDetail(contact) && <p className="contact-row__detail">{contactDetail(contact)}</p>}
                  {hitRate && <HitRateLine figure={hitRate} className="contact-row__hit-rate" />}
                </div>
                <div className="contact-row__actions">
                  <Link to={`/contacts/${contact._id}/guias`} className="btn btn-secondary contact-row__action" aria-label={t('contacts.connections.guidesOf', { name: contact.name })}>
                    {t('contacts.connections.guides')}
                  </Link>
                  <Link
                    to={`/contacts/${contact._id}/pendientes`}
                    className="btn btn-secondary contact-row__action"
                    aria-label={t('contacts.connections.pendingInCommonWith', { name: contact.name })}
                  >
                    {t('contacts.connections.pendingInCommon')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-secondary contact-row__action"
                    aria-label={t('contacts.connections.unfollowName', { name: contact.name })}
                    disabled={actions.isBusy(contact._id)}
                    onClick={() => setToUnfollow(contact)}
                  >
                    {t('contacts.connections.unfollow')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toUnfollow !== null}
        onOpenChange={(open) => {
          if (!open) setToUnfollow(null);
        }}
        title={toUnfollow ? t('contacts.connections.unfollowTitle', { name: toUnfollow.name }) : ''}
        description={t('contacts.connections.unfollowText')}
        confirmLabel={t('contacts.connections.unfollow')}
        isDanger
        onConfirm={() => {
          if (toUnfollow) actions.unfollow(toUnfollow);
        }}
      />
    </section>
  );
}
