import {
  CONNECTION_MESSAGES,
  type FollowedContact,
  type ReceivedFollowRequest,
  type SentFollowRequest,
  type UserSearchResult,
} from '@welink/domain';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import {
  useAcceptRequest,
  useCancelRequest,
  useRejectRequest,
  useSendFollowRequest,
  useUnfollow,
} from '../../api/connections';
import type { BannerMessage } from '../../components/Banner';
import { domainText } from '../../i18n/i18n';

export interface ContactActions {
  /** The outcome of the last action, shown as a banner. */
  message: BannerMessage | null;
  dismissMessage: () => void;
  /** True while an action on this member is on its way (its buttons are disabled). */
  isBusy: (memberId: string) => boolean;
  connect: (result: UserSearchResult) => void;
  accept: (request: ReceivedFollowRequest) => void;
  reject: (request: ReceivedFollowRequest) => void;
  cancel: (request: SentFollowRequest) => void;
  unfollow: (contact: FollowedContact) => void;
}

/**
 * The five connection actions with their banners. They live at screen level because an
 * optimistic update removes the row that started them, and each call settles on its own
 * promise, so two quick actions both report.
 */
export function useContactActions(): ContactActions {
  const sendRequest = useSendFollowRequest();
  const acceptRequest = useAcceptRequest();
  const rejectRequest = useRejectRequest();
  const cancelRequest = useCancelRequest();
  const unfollowContact = useUnfollow();
  const [message, setMessage] = useState<BannerMessage | null>(null);
  // The state disables buttons; the ref also stops a second click that lands before the re-render.
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const busyRef = useRef(new Set<string>());

  const setMemberBusy = (memberId: string, isBusy: boolean) => {
    if (isBusy) busyRef.current.add(memberId);
    else busyRef.current.delete(memberId);
    setBusy(new Set(busyRef.current));
  };

  const run = (
    memberId: string,
    action: () => Promise<{ message?: string | undefined } | null>,
    success: string,
    failure: string,
  ) => {
    if (busyRef.current.has(memberId)) return;
    setMessage(null);
    setMemberBusy(memberId, true);
    action()
      .then(
        (answer) => setMessage({ tone: 'success', text: answer?.message?.trim() || domainText(success) }),
        (error: unknown) => setMessage({ tone: 'error', text: errorMessage(error, failure) }),
      )
      .finally(() => setMemberBusy(memberId, false));
  };

  return {
    message,
    dismissMessage: () => setMessage(null),
    isBusy: (memberId) => busy.has(memberId),
    connect: (result) =>
      run(
        result._id,
        () => sendRequest.mutateAsync(result),
        CONNECTION_MESSAGES.requestSent,
        CONNECTION_MESSAGES.requestFailed,
      ),
    accept: (request) =>
      run(
        request.from._id,
        () => acceptRequest.mutateAsync(request),
        CONNECTION_MESSAGES.requestAccepted,
        CONNECTION_MESSAGES.acceptFailed,
      ),
    reject: (request) =>
      run(
        request.from._id,
        () => rejectRequest.mutateAsync(request),
        CONNECTION_MESSAGES.requestRejected,
        CONNECTION_MESSAGES.rejectFailed,
      ),
    cancel: (request) =>
      run(
        request.to._id,
        () => cancelRequest.mutateAsync(request),
        CONNECTION_MESSAGES.requestCancelled,
        CONNECTION_MESSAGES.cancelFailed,
      ),
    unfollow: (contact) =>
      run(
        contact._id,
        () => unfollowContact.mutateAsync(contact),
        CONNECTION_MESSAGES.unfollowed,
        CONNECTION_MESSAGES.unfollowFailed,
      ),
  };
}
