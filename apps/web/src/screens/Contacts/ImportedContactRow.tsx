import type { ImportedContact } from './importContacts';
import { emailInvitationHref, whatsappInvitationHref } from './invitations';
import type { MemberConnection } from './useImportedConnections';

function contactDetail(contact: ImportedContact): string {
  const parts = [contact.phoneText, contact.email];
  if (contact.member && contact.member.name !== contact.name) parts.push(`En WeLink: ${contact.member.name}`);
  return parts.filter(Boolean).join(' · ');
}

function MemberAction({ contact, connection, onConnect }: { contact: ImportedContact; connection: MemberConnection; onConnect: () => void }) {
  if (connection === 'connected' || connection === 'requested') {
    return (
      <button type="button" className="btn btn-secondary contact-row__action" disabled>
        {connection === 'connected' ? 'Conectado' : 'Solicitud enviada'}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary contact-row__action"
      aria-label={`Conectar con ${contact.name}`}
      disabled={connection === 'sending'}
      onClick={onConnect}
    >
      Conectar
    </button>
  );
}

function InviteAction({ contact }: { contact: ImportedContact }) {
  const origin = window.location.origin;
  return contact.phone ? (
    <a
      className="btn btn-secondary contact-row__action"
      href={whatsappInvitationHref(contact.phone, origin)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Invitar a ${contact.name} por WhatsApp (se abre en una pestaña nueva)`}
    >
      Invitar
    </a>
  ) : (
    <a
      className="btn btn-secondary contact-row__action"
      href={emailInvitationHref(contact.email ?? '', origin)}
      aria-label={`Invitar a ${contact.name} por email`}
    >
      Invitar
    </a>
  );
}

interface ImportedContactRowProps {
  contact: ImportedContact;
  /** The checkbox's id. */
  checkId: string;
  onSelect: (isSelected: boolean) => void;
  connectionOf: (memberId: string) => MemberConnection;
  onConnect: (contact: ImportedContact) => void;
}

/** One imported contact: a checkbox to select it, who it is, and Conectar for a member or Invitar for the rest. */
export function ImportedContactRow({ contact, checkId, onSelect, connectionOf, onConnect }: ImportedContactRowProps) {
  return (
    <li className={`contact-row card ${contact.inWeLink ? 'import-row--member' : ''}`}>
      <div className="import-row__who">
        <input
          id={checkId}
          className="import-row__check"
          type="checkbox"
          checked={contact.selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="contact-row__who">
          <p className="contact-row__name">
            <label htmlFor={checkId}>
              <span className="visually-hidden">Seleccionar a</span> {contact.name}
            </label>
            {contact.inWeLink && <span className="badge import-row__badge">En WeLink</span>}
          </p>
          <p className="contact-row__detail">{contactDetail(contact)}</p>
        </div>
      </div>
      {contact.member ? (
        <MemberAction contact={contact} connection={connectionOf(contact.member._id)} onConnect={() => onConnect(contact)} />
      ) : (
        <InviteAction contact={contact} />
      )}
    </li>
  );
}
