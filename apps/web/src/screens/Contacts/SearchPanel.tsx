import {
  CONNECTION_MESSAGES,
  contactQueryKind,
  normalisePhone,
  UserSearchQuerySchema,
  type ReceivedFollowRequest,
  type UserSearchResult,
} from '@welink/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useReceivedRequests, useUserSearch } from '../../api/connections';
import { Banner } from '../../components/Banner';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useOwnPhonePrefix } from '../../state/useOwnPhonePrefix';
import { emailInvitationHref, whatsappInvitationHref } from './invitations';
import { useContactsT } from './messages';
import type { ContactActions } from './useContactActions';

function resultDetail(result: UserSearchResult): string {
  const phone = result.phone ? `${result.phone.prefix} ${result.phone.number}` : null;
  return [result.email, phone].filter(Boolean).join(' · ');
}

interface ResultButtonProps {
  result: UserSearchResult;
  receivedRequest: ReceivedFollowRequest | undefined;
  actions: ContactActions;
}

/**
 * One button per connection state: Conectar, Solicitud enviada, Conectado, or Aceptar for a
 * request to the viewer. An account still waiting for approval gets a label and no action:
 * it cannot connect yet, and it needs no invitation.
 */
function ResultButton({ result, receivedRequest, actions }: ResultButtonProps) {
  const t = useContactsT();
  const isBusy = actions.isBusy(result._id);
  switch (result.connectionStatus) {
    case 'pending_approval':
      return null;
    case 'requested':
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          {t('contacts.search.requested')}
        </button>
      );
    case 'connected':
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          {t('contacts.search.connected')}
        </button>
      );
    case 'incoming':
      return (
        <button
          type="button"
          className="btn btn-primary contact-row__action"
          aria-label={t('contacts.requests.acceptFrom', { name: result.name })}
          disabled={isBusy}
          // Without the request at hand, asking back connects both (the server accepts theirs).
          onClick={() => (receivedRequest ? actions.accept(receivedRequest) : actions.connect(result))}
        >
          {t('contacts.requests.accept')}
        </button>
      );
    case 'none':
      return (
        <button
          type="button"
          className="btn btn-primary contact-row__action"
          aria-label={t('contacts.search.connectWith', { name: result.name })}
          disabled={isBusy}
          onClick={() => actions.connect(result)}
        >
          {t('contacts.search.connect')}
        </button>
      );
  }
}

/** Nobody matched: invite the email or phone that was typed (read with the member's own prefix), or suggest typing one. */
function EmptyResultHelp({ query, ownPrefix }: { query: string; ownPrefix: string }) {
  const t = useContactsT();
  const kind = contactQueryKind(query);
  const origin = window.location.origin;
  if (kind === 'email') {
    return (
      <div className="contacts-help">
        <p>{t('contacts.search.noEmail', { email: query.trim() })}</p>
        <a className="btn btn-primary" href={emailInvitationHref(query, origin)}>
          {t('contacts.search.inviteByEmail')}
        </a>
      </div>
    );
  }
  const phone = kind === 'phone' ? normalisePhone(query, ownPrefix) : null;
  if (phone) {
    return (
      <div className="contacts-help">
        <p>{t('contacts.search.noPhone', { phone: phone.international })}</p>
        <a className="btn btn-primary" href={whatsappInvitationHref(phone.e164, origin)} target="_blank" rel="noopener noreferrer">
          {t('contacts.search.inviteByWhatsApp')}
          <span className="visually-hidden">{t('contacts.opensInNewTab')}</span>
        </a>
      </div>
    );
  }
  return (
    <div className="contacts-help">
      <p>{t('contacts.search.noUsers')}</p>
      <p className="contacts-help__hint">{t('contacts.search.hint')}</p>
    </div>
  );
}

/** The search of members by name, email or phone, with a state button per result. */
export function SearchPanel({ actions }: { actions: ContactActions }) {
  const t = useContactsT();
  const form = useSchemaForm(UserSearchQuerySchema, { query: '' });
  const [submitted, setSubmitted] = useState<string | null>(null);
  const search = useUserSearch(submitted);
  const received = useReceivedRequests();
  const ownPrefix = useOwnPhonePrefix();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((parsed) => {
      // The same query again asks the server again: someone may have joined since.
      if (parsed.query === submitted) void search.refetch();
      else setSubmitted(parsed.query);
    })(event);

  return (
    <section className="contacts-section" aria-label={t('contacts.tab.search')}>
      <form className="contacts-search" role="search" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('contacts.search.label')}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          {...form.field('query')}
        />
        <button type="submit" className="btn btn-primary contacts-search__submit">
          {t('contacts.search.submit')}
        </button>
      </form>

      <div className="contacts-results" aria-live="polite" aria-busy={search.isFetching}>
        {submitted === null ? null : search.isPending ? (
          <p className="loading">{t('contacts.search.searching')}</p>
        ) : search.isError ? (
          <Banner tone="error">{errorMessage(search.error, CONNECTION_MESSAGES.searchFailed)}</Banner>
        ) : search.data.length === 0 ? (
          <EmptyResultHelp query={submitted} ownPrefix={ownPrefix} />
        ) : (
          <ul className="contact-list" aria-label={t('contacts.search.results')}>
            {search.data.map((result) => (
              <li key={result._id} className="contact-row card">
                <div className="contact-row__who">
                  <p className="contact-row__name">
                    {result.name}
                    {result.connectionStatus === 'pending_approval' && <span className="badge badge--pending">{t('contacts.search.pendingApproval')}</span>}
                  </p>
                  {resultDetail(result) && <p className="contact-row__detail">{resultDetail(result)}</p>}
                  {result.connectionStatus === 'pending_approval' && <p className="contact-row__detail">{t('contacts.search.pendingApprovalHint')}</p>}
                </div>
                <ResultButton
                  result={result}
                  receivedRequest={received.data?.find((r) => r.from._id === result._id)}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
