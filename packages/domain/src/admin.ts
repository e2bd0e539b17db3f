import { z } from 'zod';
import { LIMITS } from './constants.js';
import { PublicUserSchema } from './users.js';

export const UserStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  admins: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const PendingUsersAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(PublicUserSchema),
});
export type PendingUsersAnswer = z.infer<typeof PendingUsersAnswerSchema>;

export const UserStatsAnswerSchema = z.object({ success: z.literal(true), data: UserStatsSchema });
export type UserStatsAnswer = z.infer<typeof UserStatsAnswerSchema>;

export const UserDecisionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PublicUserSchema,
});
export type UserDecisionAnswer = z.infer<typeof UserDecisionAnswerSchema>;

/**
 * Spanish texts of user administration (spec §7–§8). The client fallbacks ('Error al …') are
 * quoted from the spec; successes and the server's refusals are ours, except the two the issue names.
 */
export const ADMIN_MESSAGES = {
  passwordReset: 'Contraseña restablecida',
  madeAdmin: 'Usuario convertido en administrador',
  adminRemoved: 'Permisos de administrador retirados',
  userDeleted: 'Usuario eliminado correctamente',

  lastAdminDemote: 'No se puede quitar el último administrador',
  lastAdminDelete: 'No se puede eliminar al último administrador',
  lastAdminReject: 'No se puede rechazar al último administrador',
  selfDemote: 'No puedes quitarte tus propios permisos de administrador',
  selfDelete: 'No puedes eliminar tu propia cuenta desde la administración',
  selfReject: 'No puedes rechazar tu propia cuenta',
  onlyApprovedAdmin: 'Solo un usuario aprobado puede ser administrador',
  statusFilterInvalid: 'El filtro debe ser all, pending, approved, rejected o admins',
  pageInvalid: 'La página debe ser un número entero mayor o igual que 1',
  limitInvalid: 'El límite debe ser un número entero entre 1 y 100',

  usersLoadFailed: 'Error al cargar usuarios',
  resetPasswordFailed: 'Error al resetear contraseña',
  makeAdminFailed: 'Error al hacer administrador',
  removeAdminFailed: 'Error al quitar permisos',
  deleteUserFailed: 'Error al eliminar usuario',
} as const;

/** The lists of /admin/users/{status}: a user status, every user, or the administrators. */
export const ADMIN_USER_FILTERS = ['all', 'pending', 'approved', 'rejected', 'admins'] as const;
export const AdminUserFilterSchema = z.enum(ADMIN_USER_FILTERS, { message: ADMIN_MESSAGES.statusFilterInvalid });
export type AdminUserFilter = z.infer<typeof AdminUserFilterSchema>;

export const UsersByStatusParamsSchema = z.object({ status: AdminUserFilterSchema });

export const ADMIN_PAGE_LIMIT_MAX = 100;

/** Offset paging, as the admin client sends it (page from 1; 20 per page by default, spec §9). */
export const AdminPageQuerySchema = z.object({
  page: z.coerce
    .number({ message: ADMIN_MESSAGES.pageInvalid })
    .int({ message: ADMIN_MESSAGES.pageInvalid })
    .min(1, { message: ADMIN_MESSAGES.pageInvalid })
    .default(1),
  limit: z.coerce
    .number({ message: ADMIN_MESSAGES.limitInvalid })
    .int({ message: ADMIN_MESSAGES.limitInvalid })
    .min(1, { message: ADMIN_MESSAGES.limitInvalid })
    .max(ADMIN_PAGE_LIMIT_MAX, { message: ADMIN_MESSAGES.limitInvalid })
    .default(LIMITS.adminPageSize),
});
export type AdminPageQuery = z.input<typeof AdminPageQuerySchema>;

/** Offset paging of the admin lists (spec §3 Stats); `pages` is 0 when the list is empty. */
export const OffsetPaginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type OffsetPagination = z.infer<typeof OffsetPaginationSchema>;

/** Newest first. */
export const UsersByStatusAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(PublicUserSchema),
  pagination: OffsetPaginationSchema,
});
export type UsersByStatusAnswer = z.infer<typeof UsersByStatusAnswerSchema>;

/** The temporary password is in this answer only: it is never stored in clear, mailed or logged. */
export const AdminPasswordResetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  temporaryPassword: z.string(),
});
export type AdminPasswordResetAnswer = z.infer<typeof AdminPasswordResetAnswerSchema>;

/** make-admin and remove-admin answer the user as it now is. */
export const AdminRoleAnswerSchema = UserDecisionAnswerSchema;
export type AdminRoleAnswer = UserDecisionAnswer;

export const AdminDeleteUserAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminDeleteUserAnswer = z.infer<typeof AdminDeleteUserAnswerSchema>;

/** What an audit_log row records; details never carry a name, email, phone or password. */
export const AUDIT_ACTIONS = ['approve-user', 'reject-user', 'reset-password', 'make-admin', 'remove-admin', 'delete-user'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
