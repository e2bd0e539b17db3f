import { useId, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { isOptimisticId, useReceivedRequests, useSentRequests } from '../../api/connections';
import { Banner } from '../../components/Banner';
import { useContactsT } from './messages';
import type { ContactActions } from './useContactActions';

interface SectionProps {
  title: string;
  count: number | undefined;
  children: ReactNode;
}

function Section({ title, count, children }: SectionProps) {
  const headingId = useId();
  return (
    <section className="contacts-section" aria-labelledby={headingId}>
      <div className="contacts-section__header">
        <h2 id={headingId} className="contacts-section__title">
          {title}
        </h2>
        {count !== undefined && count > 0 && <span className="contacts-section__count">{count}</span>}
      </div>
      {children}
    </section>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useContactsT();
  return (
    <div className="contacts-section__error">
      <Banner tone="error">{errorMessage(error, t('contacts.requests.loadFailed'))}</Banner>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('contacts.retry')}
      </button>
    </div>
  );
}

/** Requests other members sent to the viewer: Aceptar or Rechazar. */
export function ReceivedRequestsSection({ actions }: { actions: ContactActions }) {
  const t = useContactsT();
  const received = useReceivedRequests();
  return (
    <Section title={t('contacts.requests.received')} count={received.data?.length}>
      {received.isPending ? (
        <p className="loading" role="status">
          {t('contacts.requests.loading')}
        </p>
      ) : received.isError ? (
        <LoadError error={received.error} onRetry={() => void received.refetch()} />
      ) : received.data.length === 0 ? (
        <p className="contacts-empty">{t('contacts.requests.receivedEmpty')}</p>
      ) : (
        <ul className="contact-list" aria-label={t('contacts.requests.received')}>
          {received.data.map((request) => {
            const isBusy = actions.isBusy(request.from._id);
            return (
              <li key={request._id} className="contact-row card">
                <div className="contact-row__who">
                  <p className="contact-row__name">{request.from.name}</p>
                  <p className="contact-row__detail">{request.from.email}</p>
                </div>
                <div className="contact-row__actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    aria-label={t('contacts.requests.acceptFrom', { name: request.from.name })}
                    disabled={isBusy}
                    onClick={() => actions.accept(request)}
                  >
                    {t('contacts.requests.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={t('contacts.requests.rejectFrom', { name: request.from.name })}
                    disabled={isBusy}
                    onClick={() => actions.reject(request)}
                  >
                    {t('contacts.requests.reject')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Requests the viewer sent that are still waiting: a 'Pendiente' label and Cancelar. */
export function SentRequestsSection({ actions }: { actions: ContactActions }) {
  const t = useContactsT();
  const sent = useSentRequests();
  return (
    <Section title={t('contacts.requests.sent')} count={sent.data?.length}>
      {sent.isPending ? (
        <p className="loading" role="status">
          {t('contacts.requests.sentLoading')}
        </p>
      ) : sent.isError ? (
        <LoadError error={sent.error} onRetry={() => void sent.refetch()} />
      ) : sent.data.length === 0 ? (
        <p className="contacts-empty">{t('contacts.requests.sentEmpty')}</p>
      ) : (
        <ul className="contact-list" aria-label={t('contacts.requests.sent')}>
          {sent.data.map((request) => (
            <li key={request._id} className="contact-row card">
              <div className="contact-row__who">
                <p className="contact-row__name">
                  {request.to.name}
                  <span className="badge badge--pending">{t('contacts.pending')}</span>
                </p>
                {request.to.email && <p className="contact-row__detail">{request.to.email}</p>}
              </div>
              <button
                type="button"
                className="btn btn-secondary contact-row__action"
                aria-label={t('contacts.requests.cancelTo', { name: request.to.name })}
                // A request that is still being sent has no id to cancel yet.
                disabled={isOptimisticId(request._id) || actions.isBusy(request.to._id)}
                onClick={() => actions.cancel(request)}
              >
                {t('contacts.requests.cancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
