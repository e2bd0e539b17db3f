import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@welink/domain';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../../api/notifications';
import { Banner } from '../../components/Banner';
import { LoadMore } from '../../components/LoadMore';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RELATIVE_TIME_TICK_MS, useNow } from '../../hooks/useNow';
import { activeTexts } from '../../lib/activeTexts';
import { relativeTime } from '../../lib/relativeTime';
import { ItemByIdDialog } from '../../components/WeLink/ItemByIdDialog';
import { useNotificationsT } from './messages';
import './notifications.css';

/** Texts the tests look for, read in the active language. */
export const NOTIFICATIONS_MESSAGES = activeTexts({
  loadFailed: 'notifications.loadFailed',
  empty: 'notifications.empty',
  markAll: 'notifications.markAll',
  unread: 'notifications.unread',
});

/** Where a notification leads: a WeLink's detail, History (a response), Contactos, or nowhere once it is gone. */
type Target = { kind: 'item'; id: string } | { kind: 'path'; path: string } | null;

function targetOf(n: Notification): Target {
  switch (n.kind) {
    case 'item_rated':
    case 'item_saved':
      return n.item ? { kind: 'item', id: n.item._id } : null;
    case 'question_response':
      return n.event ? { kind: 'path', path: '/history' } : null;
    case 'follow_request':
    case 'follow_accepted':
      return { kind: 'path', path: '/contacts' };
  }
}

/**
 * What a notification says, in the active language: word for word what a push to a device says
 * (the domain's notificationText, the server's `push.<kind>`; notificationTexts.test.ts holds them equal).
 */
function textOf(n: Notification, t: ReturnType<typeof useNotificationsT>): string {
  return t(`notifications.kind.${n.kind}`, { name: n.actor.name, title: n.title ?? '', rating: n.rating ?? 0 });
}

export function NotificationsScreen() {
  const t = useNotificationsT();
  useDocumentTitle(t('notifications.title'));
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = Math.max(useNow(RELATIVE_TIME_TICK_MS), list.dataUpdatedAt);
  const [openItemId, setOpenItemId] = useState<string | null>(null);

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const hasUnread = notifications.some((n) => n.readAt === null);

  const open = (n: Notification) => {
    if (n.readAt === null) markRead.mutate(n._id);
    const target = targetOf(n);
    if (target?.kind === 'item') setOpenItemId(target.id);
    else if (target?.kind === 'path') void navigate(target.path);
  };

  let body;
  if (list.isPending) {
    body = (
      <p className="loading" role="status">
        {t('notifications.loading')}
      </p>
    );
  } else if (list.isError && !list.data) {
    body = (
      <div className="panel notifications-failure" role="alert">
        <p className="notifications-failure__text">{t('notifications.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t(list.isFetching ? 'notifications.retrying' : 'notifications.retry')}
        </button>
      </div>
    );
  } else if (notifications.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{t('notifications.empty')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="notifications-list" aria-label={t('notifications.list')}>
          {notifications.map((n) => {
            const isUnread = n.readAt === null;
            const text = textOf(n, t);
            return (
              <li key={n._id}>
                <button
                  type="button"
                  className={`card-button notification${isUnread ? ' notification--unread' : ''}`}
                  onClick={() => open(n)}
                  disabled={!isUnread && targetOf(n) === null}
                >
                  <span className="notification__dot" aria-hidden="true" />
                  <span className="notification__body">
                    <span className="notification__text">{text}</span>
                    <time className="notification__time" dateTime={n.createdAt}>
                      {relativeTime(n.createdAt, now)}
                    </time>
                  </span>
                  {isUnread && <span className="visually-hidden">{t('notifications.unread')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          pageCount={list.data?.pages.length ?? 0}
        />
        {list.isFetchNextPageError && <Banner tone="error">{t('notifications.loadFailed')}</Banner>}
      </>
    );
  }

  return (
    <section className="notifications">
      <div className="screen-header">
        <h1 className="screen-title">{t('notifications.title')}</h1>
        {hasUnread && (
          <button type="button" className="btn btn-secondary" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            {t('notifications.markAll')}
          </button>
        )}
      </div>
      {(markRead.isError || markAll.isError) && <Banner tone="error">{t('notifications.markFailed')}</Banner>}
      {body}
      <ItemByIdDialog itemId={openItemId} onClose={() => setOpenItemId(null)} />
    </section>
  );
}
