import { CONNECTION_MESSAGES } from '@welink/domain';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useFollowing, useSentRequests } from '../../api/connections';
import { Banner, type BannerTone } from '../../components/Banner';
import { applyMembers, checkBatchPayload, contactPicker, matchesFilter, toImportedContacts, type ImportedContact } from './importContacts';
import { checkMembers, useConnectImported } from '../../api/connections';
import { useOwnPhonePrefix } from '../../state/useOwnPhonePrefix';
import { emailInvitationHref, whatsappInvitationHref } from './invitations';
import './importPanel.css';

interface Notice {
  tone: BannerTone | 'warning';
  text: string;
}

function NoticeBanner({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  if (notice.tone !== 'warning') {
    return (
      <Banner tone={notice.tone} onClose={onClose}>
        {notice.text}
      </Banner>
    );
  }
  return (
    <div className="banner import-panel__warning" role="status">
      <div className="banner__text">{notice.text}</div>
      <button type="button" className="banner__close" onClick={onClose}>
        Cerrar
      </button>
    </div>
  );
}

function contactDetail(contact: ImportedContact): string {
  const parts = [contact.phoneText, contact.email];
  if (contact.member && contact.member.name !== contact.name) parts.push(`En WeLink: ${contact.member.name}`);
  return parts.filter(Boolean).join(' · ');
}

/**
 * Mis Contactos › import from the device contact picker (spec part 2, Contacts). The contacts
 * stay in this page; only their international phones and emails go to check-batch, once.
 */
export function ImportPanel() {
  const headingId = useId();
  const filterId = useId();
  const listId = useId();
  const picker = contactPicker();
  const ownPrefix = useOwnPhonePrefix();
  const [contacts, setContacts] = useState<ImportedContact[]>([]);
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phase, setPhase] = useState<'idle' | 'picking' | 'checking'>('idle');
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const busyRef = useRef(new Set<string>());
  const following = useFollowing();
  const sent = useSentRequests();
  const connect = useConnectImported();

  const importContacts = async () => {
    if (!picker) {
      setNotice({ tone: 'error', text: CONNECTION_MESSAGES.pickerUnsupported });
      return;
    }
    setNotice(null);
    setPhase('picking');
    let imported: ImportedContact[];
    try {
      const picked = await picker.select(['name', 'tel', 'email'], { multiple: true });
      if (!picked || picked.length === 0) {
        setNotice({ tone: 'info', text: CONNECTION_MESSAGES.importCancelled });
        return;
      }
      imported = toImportedContacts(picked, ownPrefix);
    } catch {
      setNotice({ tone: 'error', text: CONNECTION_MESSAGES.importFailed });
      return;
    } finally {
      setPhase('idle');
    }
    setContacts(imported);
    setFilter('');
    if (imported.length === 0) {
      setNotice({ tone: 'info', text: 'Ninguno de los contactos elegidos tiene teléfono o email' });
      return;
    }
    const payload = checkBatchPayload(imported);
    if (payload.phones.length === 0 && payload.emails.length === 0) return;
    setPhase('checking');
    try {
      const answer = await checkMembers(payload);
      setContacts(applyMembers(imported, answer.users));
    } catch {
      setNotice({ tone: 'warning', text: CONNECTION_MESSAGES.membershipCheckFailed });
    } finally {
      setPhase('idle');
    }
  };

  const visible = contacts.filter((c) => matchesFilter(c, filter));
  const visibleIds = new Set(visible.map((c) => c.id));
  const selectedCount = contacts.filter((c) => c.selected).length;
  const origin = window.location.origin;

  const setSelected = (isSelected: (contact: ImportedContact) => boolean) =>
    setContacts((list) => list.map((c) => ({ ...c, selected: isSelected(c) })));

  const inviteSelected = () => {
    const invitable = contacts.filter((c) => c.selected && !c.inWeLink && c.phone);
    const [first] = invitable;
    if (!first?.phone) {
      setNotice({ tone: 'error', text: CONNECTION_MESSAGES.inviteNeedsSelection });
      return;
    }
    window.open(whatsappInvitationHref(first.phone, origin), '_blank', 'noopener,noreferrer');
    // WhatsApp takes one chat at a time: the invited contact leaves the selection, so the next press goes on.
    setSelected((c) => c.selected && c.id !== first.id);
    const rest = invitable.length - 1;
    setNotice({
      tone: 'info',
      text:
        rest === 0
          ? `Se abrió WhatsApp para invitar a ${first.name}.`
          : `Se abrió WhatsApp para invitar a ${first.name}. Pulsa de nuevo «Invitar por WhatsApp» para ${rest === 1 ? 'el contacto que queda' : `los ${rest} que quedan`}.`,
    });
  };

  const connectTo = (contact: ImportedContact) => {
    const member = contact.member;
    if (!member || busyRef.current.has(member._id)) return;
    busyRef.current.add(member._id);
    setBusy(new Set(busyRef.current));
    setNotice(null);
    connect
      .mutateAsync(member._id)
      .then(
        (answer) => {
          setRequested((ids) => new Set(ids).add(member._id));
          setNotice({ tone: 'success', text: answer.message.trim() || CONNECTION_MESSAGES.requestSent });
        },
        (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error, CONNECTION_MESSAGES.requestFailed) }),
      )
      .finally(() => {
        busyRef.current.delete(member._id);
        setBusy(new Set(busyRef.current));
      });
  };

  const memberAction = (contact: ImportedContact, member: NonNullable<ImportedContact['member']>) => {
    if (following.data?.some((c) => c._id === member._id)) {
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          Conectado
        </button>
      );
    }
    if (requested.has(member._id) || sent.data?.some((r) => r.to._id === member._id)) {
      return (
        <button type="button" className="btn btn-secondary contact-row__action" disabled>
          Solicitud enviada
        </button>
      );
    }
    return (
      <button
        type="button"
        className="btn btn-primary contact-row__action"
        aria-label={`Conectar con ${contact.name}`}
        disabled={busy.has(member._id)}
        onClick={() => connectTo(contact)}
      >
        Conectar
      </button>
    );
  };

  const inviteAction = (contact: ImportedContact) =>
    contact.phone ? (
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

  return (
    <section className="contacts-section import-panel" aria-labelledby={headingId}>
      <div className="contacts-section__header">
        <h2 id={headingId} className="contacts-section__title">
          Importar contactos
        </h2>
      </div>
      <p className="import-panel__intro">
        Elige contactos de tu móvil para ver quién está ya en WeLink e invitar al resto. Tus contactos no se guardan en
        nuestros servidores.
      </p>
      {!picker && <Banner tone="info">{CONNECTION_MESSAGES.pickerUnsupported}</Banner>}
      <button
        type="button"
        className="btn btn-primary import-panel__import"
        disabled={!picker || phase !== 'idle'}
        onClick={() => void importContacts()}
      >
        Importar contactos del dispositivo
      </button>
      {phase === 'checking' && (
        <p className="loading" role="status">
          Comprobando quién está en WeLink...
        </p>
      )}
      {notice && <NoticeBanner notice={notice} onClose={() => setNotice(null)} />}

      {contacts.length > 0 && (
        <>
          <div className="import-panel__filter">
            <label className="visually-hidden" htmlFor={filterId}>
              Filtrar contactos importados
            </label>
            <input
              id={filterId}
              className="field__input"
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Filtrar por nombre, teléfono o email"
              autoComplete="off"
            />
          </div>
          <div className="import-panel__toolbar">
            <button type="button" className="btn btn-secondary" onClick={() => setSelected((c) => c.selected || visibleIds.has(c.id))}>
              Seleccionar todos
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setSelected((c) => c.selected && !visibleIds.has(c.id))}>
              Ninguno
            </button>
            <p className="import-panel__count" role="status">
              Seleccionados: {selectedCount} de {contacts.length}
            </p>
            <button type="button" className="btn btn-primary import-panel__bulk" onClick={inviteSelected}>
              Invitar por WhatsApp
            </button>
          </div>
          {visible.length === 0 ? (
            <p className="contacts-empty">Ningún contacto coincide con el filtro</p>
          ) : (
            <ul className="contact-list import-panel__list" aria-label="Contactos importados">
              {visible.map((contact) => (
                <li key={contact.id} className={`contact-row card ${contact.inWeLink ? 'import-row--member' : ''}`}>
                  <div className="import-row__who">
                    <input
                      id={`${listId}-${contact.id}`}
                      className="import-row__check"
                      type="checkbox"
                      checked={contact.selected}
                      onChange={(event) => {
                        const isChecked = event.target.checked;
                        setSelected((c) => (c.id === contact.id ? isChecked : c.selected));
                      }}
                    />
                    <div className="contact-row__who">
                      <p className="contact-row__name">
                        <label htmlFor={`${listId}-${contact.id}`}>
                          <span className="visually-hidden">Seleccionar a</span> {contact.name}
                        </label>
                        {contact.inWeLink && <span className="badge import-row__badge">En WeLink</span>}
                      </p>
                      <p className="contact-row__detail">{contactDetail(contact)}</p>
                    </div>
                  </div>
                  {contact.member ? memberAction(contact, contact.member) : inviteAction(contact)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
