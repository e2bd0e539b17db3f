import { CONNECTION_MESSAGES } from '@welink/domain';
import { domainText } from '../../i18n/i18n';
import { useId } from 'react';
import { Banner } from '../../components/Banner';
import { ImportedContactList } from './ImportedContactList';
import { ImportNoticeBanner } from './ImportNotice';
import { useContactsT } from './messages';
import { useContactImport } from './useContactImport';
import { useImportedConnections } from './useImportedConnections';
import './importPanel.css';

/**
 * Mis Contactos › import from the device contact picker (spec part 2, Contacts). The contacts
 * stay in this page; only their international phones and emails go to check-batch, once.
 */
export function ImportPanel() {
  const t = useContactsT();
  const headingId = useId();
  const contactImport = useContactImport();
  const { canPick, contacts, phase, notice, setNotice } = contactImport;
  const { connectionOf, connectTo } = useImportedConnections(setNotice);

  return (
    <section className="contacts-section import-panel" aria-labelledby={headingId}>
      <div className="contacts-section__header">
        <h2 id={headingId} className="contacts-section__title">
          {t('contacts.import.title')}
        </h2>
      </div>
      <p className="import-panel__intro">
        {t('contacts.import.intro')}
      </p>
      {!canPick && <Banner tone="info">{domainText(CONNECTION_MESSAGES.pickerUnsupported)}</Banner>}
      <button
        type="button"
        className="btn btn-primary import-panel__import"
        disabled={!canPick || phase !== 'idle'}
        onClick={() => void contactImport.importContacts()}
      >
        {t('contacts.import.button')}
      </button>
      {phase === 'checking' && (
        <p className="loading" role="status">
          {t('contacts.import.checking')}
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
