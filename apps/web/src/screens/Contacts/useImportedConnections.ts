import { CONNECTION_MESSAGES } from '@welink/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { domainText } from '../../i18n/i18n';
import { useConnectImported, useFollowing, useSentRequests } from '../../api/connections';
import type { ImportNotice } from './ImportNotice';
import type { ImportedContact } from './importContacts';

export type MemberConnection = 'connected' | 'requested' | 'sending' | 'none';

/** Where the viewer stands with each member found among the imported contacts, and the request to connect. */
export function useImportedConnections(setNotice: (notice: ImportNotice | null) => void) {
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const busyRef = useRef(new Set<string>());
  const following = useFollowing();
  const sent = useSentRequests();
  const connect = useConnectImported();

  const connectionOf = (memberId: string): MemberConnection => {
    if (following.data?.some((c) => c._id === memberId)) return 'connected';
    if (requested.has(memberId) || sent.data?.some((r) => r.to._id === memberId)) return 'requested';
    return busy.has(memberId) ? 'sending' : 'none';
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
          setNotice({ tone: 'success', text: answer.message.trim() || domainText(CONNECTION_MESSAGES.requestSent) });
        },
        (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error, CONNECTION_MESSAGES.requestFailed) }),
      )
      .finally(() => {
        busyRef.current.delete(member._id);
        setBusy(new Set(busyRef.current));
      });
  };

  return { connectionOf, connectTo };
}
