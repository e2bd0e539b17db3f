import { ADMIN_MESSAGES, type PublicUser } from '@welink/domain';
import type { UserAction } from '../../api/admin';

interface ActionCopy {
  title: (user: PublicUser) => string;
  description: (user: PublicUser) => string;
  confirmLabel: string;
  isDanger: boolean;
  /** Shown when the server sends no message of its own (spec §8). */
  failed: string;
}

/** The question each action asks before it runs, and its fallback error. */
export const USER_ACTION_COPY: Record<UserAction, ActionCopy> = {
  'reset-password': {
    title: (u) => `¿Restablecer la contraseña de ${u.name}?`,
    description: (u) =>
      `Se generará una contraseña temporal para ${u.email} y se cerrarán sus sesiones abiertas. Tendrá que cambiarla al iniciar sesión.`,
    confirmLabel: 'Restablecer',
    isDanger: false,
    failed: ADMIN_MESSAGES.resetPasswordFailed,
  },
  'make-admin': {
    title: (u) => `¿Hacer administrador a ${u.name}?`,
    description: () => 'Podrá aprobar y rechazar solicitudes, gestionar usuarios y revisar los issues.',
    confirmLabel: 'Hacer administrador',
    isDanger: false,
    failed: ADMIN_MESSAGES.makeAdminFailed,
  },
  'remove-admin': {
    title: (u) => `¿Quitar los permisos de administrador a ${u.name}?`,
    description: () => 'Seguirá siendo miembro de WeLink, pero ya no podrá entrar en la administración.',
    confirmLabel: 'Quitar administrador',
    isDanger: true,
    failed: ADMIN_MESSAGES.removeAdminFailed,
  },
  'delete-user': {
    title: (u) => `¿Eliminar a ${u.name}?`,
    description: (u) => `La cuenta de ${u.email} se borrará de forma permanente. Esta acción no se puede deshacer.`,
    confirmLabel: 'Eliminar',
    isDanger: true,
    failed: ADMIN_MESSAGES.deleteUserFailed,
  },
};
