import { CONNECTION_MESSAGES } from '@welink/domain';
import { domainText } from '../../i18n/i18n';
import { useState } from 'react';
import { checkMembers } from '../../api/connections';
import { useOwnPhonePrefix } from '../../state/useOwnPhonePrefix';
import type { ImportNotice } from './ImportNotice';
import { applyMembers, checkBatchPayload, contactPicker, toImportedContacts, type ImportedContact } from './importContacts';
import { whatsappInvitationHref } from './invitations';
import { useContactsT } from './messages';

/**
 * The imported contacts, their filter and what the panel last reported: picking them from the device, asking
 * the server once which are members, selecting them and inviting the selection by WhatsApp.
 */
export function useContactImport() {
  const t = useContactsT();
  const picker = contactPicker();
  const ownPrefix = useOwnPhonePrefix();
  const [contacts, setContacts] = useState<ImportedContact[]>([]);
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<ImportNotice | null>(null);
  const [phase, setPhase] = useState<'idle' | 'picking' | 'checking'>('idle');

  const importContacts = async (): Promise<void> => {
    if (!picker) {
      setNotice({ tone: 'error', text: domainText(CONNECTION_MESSAGES.pickerUnsupported) });
      return;
    }
    setNotice(null);
    setPhase('picking');
    let imported: ImportedContact[];
    try {
      const picked = await picker.select(['name', 'tel', 'email'], { multiple: true });
      if (!picked || picked.length === 0) {
        setNotice({ tone: 'info', text: domainText(CONNECTION_MESSAGES.importCancelled) });
        return;
      }
      imported = toImportedContacts(picked, ownPrefix);
    } catch {
      setNotice({ tone: 'error', text: domainText(CONNECTION_MESSAGES.importFailed) });
      return;
    } finally {
      setPhase('idle');
    }
    setContacts(imported);
    setFilter('');
    if (imported.length === 0) {
      setNotice({ tone: 'info', text: t('contacts.import.noneUsable') });
      return;
    }
    const payload = checkBatchPayload(imported);
    if (payload.phones.length === 0 && payload.emails.length === 0) return;
    setPhase('checking');
    try {
      const answer = await checkMembers(payload);
      setContacts(applyMembers(imported, answer.users));
    } catch {
      setNotice({ tone: 'warning', text: domainText(CONNECTION_MESSAGES.membershipCheckFailed) });
    } finally {
      setPhase('idle');
    }
  };

  const setSelected = (isSelected: (contact: ImportedContact) => boolean) =>
    setContacts((list) => list.map((c) => ({ ...c, selected: isSelected(c) })));

  const inviteSelected = () => {
    const invitable = contacts.filter((c) => c.selected && !c.inWeLink && c.phone);
    const [first] = invitable;
    if (!first?.phone) {
      setNotice({ tone: 'error', text: domainText(CONNECTION_MESSAGES.inviteNeedsSelection) });
      return;
    }
    window.open(whatsappInvitationHref(first.phone, window.location.origin), '_blank', 'noopener,noreferrer');
    // WhatsApp takes one chat at a time: the invited contact leaves the selection, so the next press goes on.
    setSelected((c) => c.selected && c.id !== first.id);
    const rest = invitable.length - 1;
    setNotice({
      tone: 'info',
      text:
        rest === 0
          ? t('contacts.import.whatsappOpened', { name: first.name })
          : t('contacts.import.whatsappOpenedRest', { name: first.name, rest }),
    });
  };

  return { canPick: Boolean(picker), contacts, filter, setFilter, phase, notice, setNotice, importContacts, setSelected, inviteSelected };
}
