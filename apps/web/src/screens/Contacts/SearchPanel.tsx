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
import type { ContactActions } from './useContactActions';

export const SEARCH_HINT = 'Prueba con un email o un teléfono internacional, por ejemplo +34 600123456';

export const PENDING_APPROVAL = 'Pendiente de aprobación';
export const PENDING_APPROVAL_HINT = 'Ya ha pedido unirse a WeLink: podrás conectar cuando un administrador apruebe su cuenta.';

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
  const isBusy = actions.isBusy(result._id);
  switch (result.connectionStatus) {
    case 'pending_approval':
      return null;
    case 'requested':
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          Solicitud enviada
        </button>
      );
    case 'connected':
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          Conectado
        </button>
      );
    case 'incoming':
      return (
        <button
          type="button"
          className="btn btn-primary contact-row__action"
          aria-label={`Aceptar solicitud de ${result.name}`}
          disabled={isBusy}
          // Without the request at hand, asking back connects both (the server accepts theirs).
          onClick={() => (receivedRequest ? actions.accept(receivedRequest) : actions.connect(result))}
        >
          Aceptar
        </button>
      );
    case 'none':
      return (
        <button
          type="button"
          className="btn btn-primary contact-row__action"
          aria-label={`Conectar con ${result.name}`}
          disabled={isBusy}
          onClick={() => actions.connect(result)}
        >
          Conectar
        </button>
      );
  }
}

/** Nobody matched: invite the email or phone that was typed (read with the member's own prefix), or suggest typing one. */
function EmptyResultHelp({ query, ownPrefix }: { query: string; ownPrefix: string }) {
  const kind = contactQueryKind(query);
  const origin = window.location.origin;
  if (kind === 'email') {
    return (
      <div className="contacts-help">
        <p>Nadie en WeLink usa el email {query.trim()}. ¿Le invitas?</p>
        <a className="btn btn-primary" href={emailInvitationHref(query, origin)}>
          Invitar por email
        </a>
      </div>
    );
  }
  const phone = kind === 'phone' ? normalisePhone(query, ownPrefix) : null;
  if (phone) {
    return (
      <div className="contacts-help">
        <p>Nadie en WeLink usa el teléfono {phone.international}. ¿Le invitas?</p>
        <a className="btn btn-primary" href={whatsappInvitationHref(phone.e164, origin)} target="_blank" rel="noopener noreferrer">
          Invitar por WhatsApp
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
    );
  }
  return (
    <div className="contacts-help">
      <p>No se encontraron usuarios.</p>
      <p className="contacts-help__hint">{SEARCH_HINT}</p>
    </div>
  );
}

/** The search of members by name, email or phone, with a state button per result. */
export function SearchPanel({ actions }: { actions: ContactActions }) {
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
    <section className="contacts-section" aria-label="Buscar en WeLink">
      <form className="contacts-search" role="search" noValidate onSubmit={onSubmit}>
        <TextField
          label="Nombre, email o teléfono"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          {...form.field('query')}
        />
        <button type="submit" className="btn btn-primary contacts-search__submit">
          Buscar
        </button>
      </form>

      <div className="contacts-results" aria-live="polite" aria-busy={search.isFetching}>
        {submitted === null ? null : search.isPending ? (
          <p className="loading">Buscando usuarios...</p>
        ) : search.isError ? (
          <Banner tone="error">{errorMessage(search.error, CONNECTION_MESSAGES.searchFailed)}</Banner>
        ) : search.data.length === 0 ? (
          <EmptyResultHelp query={submitted} ownPrefix={ownPrefix} />
        ) : (
          <ul className="contact-list" aria-label="Resultados de la búsqueda">
            {search.data.map((result) => (
              <li key={result._id} className="contact-row card">
                <div className="contact-row__who">
                  <p className="contact-row__name">
                    {result.name}
                    {result.connectionStatus === 'pending_approval' && <span className="badge badge--pending">{PENDING_APPROVAL}</span>}
                  </p>
                  {resultDetail(result) && <p className="contact-row__detail">{resultDetail(result)}</p>}
                  {result.connectionStatus === 'pending_approval' && <p className="contact-row__detail">{PENDING_APPROVAL_HINT}</p>}
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
