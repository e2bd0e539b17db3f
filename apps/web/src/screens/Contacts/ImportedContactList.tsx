import { useId } from 'react';
import { ImportedContactRow } from './ImportedContactRow';
import { matchesFilter, type ImportedContact } from './importContacts';
import { useContactsT } from './messages';
import type { MemberConnection } from './useImportedConnections';

interface ImportedContactListProps {
  contacts: ImportedContact[];
  filter: string;
  onFilterChange: (filter: string) => void;
  setSelected: (isSelected: (contact: ImportedContact) => boolean) => void;
  onInviteSelected: () => void;
  connectionOf: (memberId: string) => MemberConnection;
  onConnect: (contact: ImportedContact) => void;
}

/** The imported contacts: a filter, the selection toolbar and one row per contact that matches. */
export function ImportedContactList({
  contacts,
  filter,
  onFilterChange,
  setSelected,
  onInviteSelected,
  connectionOf,
  onConnect,
}: ImportedContactListProps) {
  const t = useContactsT();
  const filterId = useId();
  const listId = useId();
  const visible = contacts.filter((c) => matchesFilter(c, filter));
  const visibleIds = new Set(visible.map((c) => c.id));
  const selectedCount = contacts.filter((c) => c.selected).length;

  return (
    <>
      <div className="import-panel__filter">
        <label className="visually-hidden" htmlFor={filterId}>
          {t('contacts.import.filterLabel')}
        </label>
        <input
          id={filterId}
          className="field__input"
          type="search"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          placeholder={t('contacts.import.filterPlaceholder')}
          autoComplete="off"
        />
      </div>
      <div className="import-panel__toolbar">
        <button type="button" className="btn btn-secondary" onClick={() => setSelected((c) => c.selected || visibleIds.has(c.id))}>
          {t('contacts.import.selectAll')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setSelected((c) => c.selected && !visibleIds.has(c.id))}>
          {t('contacts.import.selectNone')}
        </button>
        <p className="import-panel__count" role="status">
          {t('contacts.import.selected', { selected: selectedCount, total: contacts.length })}
        </p>
        <button type="button" className="btn btn-primary import-panel__bulk" onClick={onInviteSelected}>
          {t('contacts.search.inviteByWhatsApp')}
        </button>
      </div>
      {visible.length === 0 ? (
        <p className="contacts-empty">{t('contacts.import.noMatch')}</p>
      ) : (
        <ul className="contact-list import-panel__list" aria-label={t('contacts.import.list')}>
          {visible.map((contact) => (
            <ImportedContactRow
              key={contact.id}
              contact={contact}
              checkId={`${listId}-${contact.id}`}
              onSelect={(isChecked) => setSelected((c) => (c.id === contact.id ? isChecked : c.selected))}
              connectionOf={connectionOf}
              onConnect={onConnect}
            />
          ))}
        </ul>
      )}
    </>
  );
}
