import { formatBadgeCount } from '@welink/domain';
import { useContext, useSyncExternalStore, type ComponentType, type SVGProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LeaveGuardContext, type LeaveGuard } from '../router/leaveGuard';
import { isFormPath } from './chrome';
import { BellIcon, ContactsIcon, GuidesIcon, HistoryIcon, HomeIcon, PlusIcon, SettingsIcon } from './icons';

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
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ENTRIES: readonly Entry[] = [
  { to: '/timeline', label: 'Inicio', Icon: HomeIcon },
  { to: '/history', label: 'Historial', Icon: HistoryIcon },
  { to: '/lists', label: 'Guías', Icon: GuidesIcon },
  { to: '/contacts', label: 'Contactos', Icon: ContactsIcon },
  { to: '/notificaciones', label: 'Avisos', Icon: BellIcon },
  { to: '/settings', label: 'Ajustes', Icon: SettingsIcon },
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
      <span className="visually-hidden">{`${count} ${label}`}</span>
    </span>
  );
}

function badgesFor(to: string, badges: NavBadges) {
  switch (to) {
    case '/timeline':
      return badges.hasNewEvents ? <Dot tone="green" label="(hay eventos nuevos)" /> : null;
    case '/history':
      return (
        <>
          {badges.hasUnreadResponses ? <Dot tone="blue" label="(respuestas sin leer)" /> : null}
          {badges.historyPendingCount ? <Count count={badges.historyPendingCount} label="pendientes de valorar" /> : null}
        </>
      );
    case '/contacts':
      return badges.pendingRequests ? <Count count={badges.pendingRequests} label="solicitudes pendientes" /> : null;
    case '/notificaciones':
      return badges.unreadNotifications ? <Count count={badges.unreadNotifications} label="notificaciones sin leer" /> : null;
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
  return (
    <nav className="bottom-nav" aria-label="Navegación principal">
      {!isOnForm && (
        <Link to="/new-welink" className="fab" aria-label="Crear WeLink" data-tour="create">
          <PlusIcon width={28} height={28} />
          <span className="fab__label" aria-hidden="true">
            Crear WeLink
          </span>
        </Link>
      )}
      <ul className="bottom-nav__list">
        {ENTRIES.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className="bottom-nav__link" data-tour={`nav-${to.slice(1)}`}>
              <span className="bottom-nav__icon">
                <Icon />
                {badgesFor(to, badges)}
              </span>
              <span className="bottom-nav__label">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
