import type { ImportedContact } from './importContacts';
import { emailInvitationHref, whatsappInvitationHref } from './invitations';
import { useContactsT } from './messages';
import type { MemberConnection } from './useImportedConnections';

function contactDetail(contact: ImportedContact, t: ReturnType<typeof useContactsT>): string {
  const parts = [contact.phoneText, contact.email];
  if (contact.member && contact.member.name !== contact.name) parts.push(t('contacts.import.inWeLinkAs', { name: contact.member.name }));
  return parts.filter(Boolean).join(' · ');
}

function MemberAction({ contact, connection, onConnect }: { contact: ImportedContact; connection: MemberConnection; onConnect: () => void }) {
  const t = useContactsT();
  if (connection === 'connected' || connection === 'requested') {
    return (
      <button type="button" className="btn btn-secondary contact-row__action" disabled>
        {t(connection === 'connected' ? 'contacts.search.connected' : 'contacts.search.requested')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary contact-row__action"
      aria-label={t('contacts.search.connectWith', { name: contact.name })}
      disabled={connection === 'sending'}
      onClick={onConnect}
    >
      {t('contacts.search.connect')}
    </button>
  );
}

function InviteAction({ contact }: { contact: ImportedContact }) {
  const t = useContactsT();
  const origin = window.location.origin;
  return contact.phone ? (
    <a
      className="btn btn-secondary contact-row__action"
      href={whatsappInvitationHref(contact.phone, origin)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('contacts.import.inviteByWhatsApp', { name: contact.name })}
    >
      {t('contacts.import.invite')}
    </a>
  ) : (
    <a
      className="btn btn-secondary contact-row__action"
      href={emailInvitationHref(contact.email ?? '', origin)}
      aria-label={t('contacts.import.inviteByEmail', { name: contact.name })}
    >
      {t('contacts.import.invite')}
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
  const t = useContactsT();
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
              <span className="visually-hidden">{t('contacts.import.select')}</span> {contact.name}
            </label>
            {contact.inWeLink && <span className="badge import-row__badge">{t('contacts.import.inWeLink')}</span>}
          </p>
          <p className="contact-row__detail">{contactDetail(contact, t)}</p>
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
