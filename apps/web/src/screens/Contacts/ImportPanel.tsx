import { CONNECTION_MESSAGES } from '@welink/domain';
import { useId } from 'react';
import { Banner } from '../../components/Banner';
import { ImportedContactList } from './ImportedContactList';
import { ImportNoticeBanner } from './ImportNotice';
import { useContactImport } from './useContactImport';
import { useImportedConnections } from './useImportedConnections';
import './importPanel.css';

/**
 * Mis Contactos › import from the device contact picker (spec part 2, Contacts). The contacts
 * stay in this page; only their international phones and emails go to check-batch, once.
 */
export function ImportPanel() {
  const headingId = useId();
  const contactImport = useContactImport();
  const { canPick, contacts, phase, notice, setNotice } = contactImport;
  const { connectionOf, connectTo } = useImportedConnections(setNotice);

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
      {!canPick && <Banner tone="info">{CONNECTION_MESSAGES.pickerUnsupported}</Banner>}
      <button
        type="button"
        className="btn btn-primary import-panel__import"
        disabled={!canPick || phase !== 'idle'}
        onClick={() => void contactImport.importContacts()}
      >
        Importar contactos del dispositivo
      </button>
      {phase === 'checking' && (
        <p className="loading" role="status">
          Comprobando quién está en WeLink...
        </p>
      )}
      {notice && <ImportNoticeBanner notice={notice} onClose={() => setNotice(null)} />}

      {contacts.length > 0 && (
        <ImportedContactList
          contacts={contacts}
          filter={contactImport.filter}
          onFilterChange={contactImport.setFilter}
          setSelected={contactImport.setSelected}
          onInviteSelected={contactImport.inviteSelected}
          connectionOf={connectionOf}
          onConnect={connectTo}
        />
      )}
    </section>
  );
}
