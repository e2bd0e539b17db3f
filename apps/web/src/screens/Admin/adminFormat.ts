import type { AdminUserFilter } from '@welink/domain';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Spec §9: the messages of the user list clear after 5 s. */
export const ADMIN_MESSAGE_CLEAR_MS = 5000;

/** The tabs of /admin/users/{status}, in the order of the stats cards. */
export const USER_FILTER_LABELS: Record<AdminUserFilter, string> = {
  all: 'Todos',
  pending: 'Pendientes',
  approved: 'Aprobados',
  rejected: 'Rechazados',
  admins: 'Administradores',
};
