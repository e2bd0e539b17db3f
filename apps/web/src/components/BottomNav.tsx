import { formatBadgeCount } from '@welink/domain';
import { useContext, useSyncExternalStore, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LeaveGuardContext, type LeaveGuard } from '../router/leaveGuard';
import { isFormPath } from './chrome';
import type { t as translate } from '../i18n/i18n';
import { BellIcon, ContactsIcon, GuidesIcon, HistoryIcon, HomeIcon, PlusIcon, SettingsIcon } from './icons';
import { useNavT } from './navMessages';

/** Counters fed by later features (new events, unread responses, requests, pending items). */
export interface NavBadges {
  /** Green dot on Inicio. */
  hasNewEvents?: boolean;
  /** Blue dot on Historial. */
  hasUnreadResponses?: boolean;
  /** Pending items, shown as a count on Historial (9+ above 9). */
  historyPendingCount?: number;
  /** Red count on Contactos (9+ above 9). */
  pendingRequests?: number;
  /** Unread notifications, shown as a count on Avisos (9+ above 9). */
  unreadNotifications?: number;
}

interface Entry {
  to: string;
  /** Message id of its label. */
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ENTRIES: readonly Entry[] = [
  { to: '/timeline', label: 'nav.timeline', Icon: HomeIcon },
  { to: '/history', label: 'nav.history', Icon: HistoryIcon },
  { to: '/lists', label: 'nav.lists', Icon: GuidesIcon },
  { to: '/contacts', label: 'nav.contacts', Icon: ContactsIcon },
  { to: '/notificaciones', label: 'nav.notifications', Icon: BellIcon },
  { to: '/settings', label: 'nav.settings', Icon: SettingsIcon },
];

function Dot({ tone, label }: { tone: 'green' | 'blue'; label: string }) {
  return (
    <span className={`nav-badge nav-badge--dot nav-badge--${tone}`}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function Count({ count, label }: { count: number; label: string }) {
  return (
    <span className="nav-badge nav-badge--count count-pill">
      <span aria-hidden="true">{formatBadgeCount(count)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function badgesFor(to: string, badges: NavBadges, t: typeof translate) {
  const count = (value: number, id: string) => <Count count={value} label={t(id, { count: value })} />;
  switch (to) {
    case '/timeline':
      return badges.hasNewEvents ? <Dot tone="green" label={t('nav.newEvents')} /> : null;
    case '/history':
      return (
        <>
          {badges.hasUnreadResponses ? <Dot tone="blue" label={t('nav.unreadResponses')} /> : null}
          {badges.historyPendingCount ? count(badges.historyPendingCount, 'nav.pendingToRate') : null}
        </>
      );
    case '/contacts':
      return badges.pendingRequests ? count(badges.pendingRequests, 'nav.pendingRequests') : null;
    case '/notificaciones':
      return badges.unreadNotifications ? count(badges.unreadNotifications, 'nav.unreadNotifications') : null;
    default:
      return null;
  }
}

const NO_GUARD: Pick<LeaveGuard, 'isBlocking' | 'subscribe'> = { isBlocking: () => false, subscribe: () => () => undefined };

/** A form is on screen (a form route, or a form holding unsaved changes): the create button would lead away from it. */
function useIsOnForm(): boolean {
  const { pathname } = useLocation();
  const guard = useContext(LeaveGuardContext) ?? NO_GUARD;
  const isBlocking = useSyncExternalStore(guard.subscribe, guard.isBlocking);
  return isBlocking || isFormPath(pathname);
}

/**
 * The members' navigation: a bar at the bottom with a floating create button on a phone, a side
 * column with the create button on top from 1024 px (global.css). Same links and badges in both.
 */
export function BottomNav({ badges = {} }: { badges?: NavBadges }) {
  const isOnForm = useIsOnForm();
  const t = useNavT();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {!isOnForm && (
        <Link to="/new-welink" className="fab" aria-label={t('nav.create')} data-tour="create">
          <PlusIcon width={28} height={28} />
          <span className="fab__label" aria-hidden="true">
            {t('nav.create')}
          </span>
        </Link>
      )}
      <ul className="bottom-nav__list">
        {ENTRIES.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className="bottom-nav__link" data-tour={`nav-${to.slice(1)}`}>
              <span className="bottom-nav__icon">
                <Icon />
                {badgesFor(to, badges, t)}
              </span>
              <span className="bottom-nav__label">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
