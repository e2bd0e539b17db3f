import { z } from 'zod';
import { nullMeansAbsent } from './nullFields.js';

export const ISSUE_TYPES = ['bug', 'suggestion', 'question', 'feature'] as const;
export const IssueTypeSchema = z.enum(ISSUE_TYPES);
export type IssueType = z.infer<typeof IssueTypeSchema>;

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const IssueStatusSchema = z.enum(ISSUE_STATUSES);
export type IssueStatus = z.infer<typeof IssueStatusSchema>;

export const ISSUE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const IssuePrioritySchema = z.enum(ISSUE_PRIORITIES);
export type IssuePriority = z.infer<typeof IssuePrioritySchema>;

/** Spanish names for the type and status selects of the feedback modal and the dashboard. */
export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  bug: 'Error',
  suggestion: 'Sugerencia',
  question: 'Pregunta',
  feature: 'Nueva funcionalidad',
};
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Abierto',
  in_progress: 'En progreso',
  resolved: 'Resuelto',
  closed: 'Cerrado',
};
export const ISSUE_PRIORITY_LABELS: Record<IssuePriority, string> = {
  critical: 'Crítica',
  high: 'Alta',
  medium: 'Media',
  low: 'Baja',
};

/** Spec §5 and §9 (title 200, description 2000); the rest keep one report small. */
export const ISSUE_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  urlMax: 2000,
  userAgentMax: 500,
  browserInfoKeysMax: 30,
  browserInfoKeyMax: 50,
  browserInfoValueMax: 500,
  /** The dashboard list (spec §9: 20 per page). */
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** Texts of the feedback calls: required, created and the two failures are quoted by the spec; the rest are ours. */
export const ISSUE_MESSAGES = {
  required: 'Título y descripción son obligatorios',
  titleTooLong: `El título no puede tener más de ${ISSUE_LIMITS.titleMax} caracteres`,
  descriptionTooLong: `La descripción no puede tener más de ${ISSUE_LIMITS.descriptionMax} caracteres`,
  typeInvalid: 'Selecciona un tipo de issue válido',
  statusInvalid: 'Selecciona un estado válido',
  urlInvalid: 'La página debe ser un enlace http(s) o una ruta que empiece por /',
  userAgentInvalid: 'El navegador indicado no es válido',
  userAgentTooLong: `El navegador no puede tener más de ${ISSUE_LIMITS.userAgentMax} caracteres`,
  browserInfoInvalid: 'La información del navegador no es válida',
  created: 'Issue creado exitosamente',
  createFailed: 'Error al crear el issue',
  loadFailed: 'Error al cargar issues',
  statusUpdated: 'Estado actualizado',
  notFound: 'Issue no encontrado',
  sentByMember: 'Enviado por un miembro de WeLink',
} as const;

/** Forms send '' for an empty optional field; it counts as absent. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const RequiredText = (max: number, tooLong: string) =>
  z
    .string({ message: ISSUE_MESSAGES.required })
    .trim()
    .min(1, { message: ISSUE_MESSAGES.required })
    .max(max, { message: tooLong });

/** The page the member was on: an http(s) address or a path of the app ('/settings'), never 'javascript:' or '//host'. */
export const IssuePageUrlSchema = z
  .string({ message: ISSUE_MESSAGES.urlInvalid })
  .trim()
  .max(ISSUE_LIMITS.urlMax, { message: ISSUE_MESSAGES.urlInvalid })
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, { message: ISSUE_MESSAGES.urlInvalid });

const invalidInfo = ISSUE_MESSAGES.browserInfoInvalid;

/** A flat bag of small facts (language, screen, platform…): no nesting, at most 30 keys. */
export const BrowserInfoSchema = z
  .record(
    z.string().min(1, { message: invalidInfo }).max(ISSUE_LIMITS.browserInfoKeyMax, { message: invalidInfo }),
    z.union([z.string().max(ISSUE_LIMITS.browserInfoValueMax, { message: invalidInfo }), z.number(), z.boolean()], {
      message: invalidInfo,
    }),
    { message: invalidInfo },
  )
  .refine((info) => Object.keys(info).length <= ISSUE_LIMITS.browserInfoKeysMax, { message: invalidInfo });
export type BrowserInfo = z.infer<typeof BrowserInfoSchema>;

/** POST /api/issues: the 'Cuéntanos' modal. The author is the caller. */
export const IssueCreateSchema = z.object(
  nullMeansAbsent({
    title: RequiredText(ISSUE_LIMITS.titleMax, ISSUE_MESSAGES.titleTooLong),
    description: RequiredText(ISSUE_LIMITS.descriptionMax, ISSUE_MESSAGES.descriptionTooLong),
    type: z.enum(ISSUE_TYPES, { message: ISSUE_MESSAGES.typeInvalid }),
    url: z.preprocess(blankAsAbsent, IssuePageUrlSchema.optional()),
    userAgent: z.preprocess(
      blankAsAbsent,
      z
        .string({ message: ISSUE_MESSAGES.userAgentInvalid })
        .trim()
        .max(ISSUE_LIMITS.userAgentMax, { message: ISSUE_MESSAGES.userAgentTooLong })
        .optional(),
    ),
    browserInfo: BrowserInfoSchema.optional(),
  }),
);
export type IssueCreate = z.input<typeof IssueCreateSchema>;

/** GET /api/issues/admin/all: '' for a filter means "all", as the dashboard's selects send it. */
export const IssueListQuerySchema = z.object({
  status: z.preprocess(blankAsAbsent, z.enum(ISSUE_STATUSES, { message: ISSUE_MESSAGES.statusInvalid }).optional()),
  type: z.preprocess(blankAsAbsent, z.enum(ISSUE_TYPES, { message: ISSUE_MESSAGES.typeInvalid }).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ISSUE_LIMITS.pageSizeMax).default(ISSUE_LIMITS.pageSizeDefault),
});
export type IssueListQuery = z.input<typeof IssueListQuerySchema>;

/** PUT /api/issues/admin/{id}/status: any status, no transition rule (spec §4). */
export const IssueStatusUpdateSchema = z.object({
  status: z.enum(ISSUE_STATUSES, { message: ISSUE_MESSAGES.statusInvalid }),
});
export type IssueStatusUpdate = z.infer<typeof IssueStatusUpdateSchema>;

/** An issue as the dashboard reads it; `userId` is the author, null once their account is deleted. */
export const IssueSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: IssueTypeSchema,
  status: IssueStatusSchema,
  priority: IssuePrioritySchema,
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  browserInfo: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  githubUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Issue = z.infer<typeof IssueSchema>;

export const IssuePaginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type IssuePagination = z.infer<typeof IssuePaginationSchema>;

export const IssueCreateAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: IssueSchema });
export type IssueCreateAnswer = z.infer<typeof IssueCreateAnswerSchema>;

export const IssueListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ issues: z.array(IssueSchema), pagination: IssuePaginationSchema }),
});
export type IssueListAnswer = z.infer<typeof IssueListAnswerSchema>;

export const IssueStatsSchema = z.object({
  total: z.number().int(),
  /** Every status, in ISSUE_STATUSES order, zero counts included. */
  byStatus: z.array(z.object({ _id: IssueStatusSchema, count: z.number().int() })),
});
export type IssueStats = z.infer<typeof IssueStatsSchema>;

export const IssueStatsAnswerSchema = z.object({ success: z.literal(true), data: IssueStatsSchema });
export type IssueStatsAnswer = z.infer<typeof IssueStatsAnswerSchema>;

export const IssueStatusAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: IssueSchema });
export type IssueStatusAnswer = z.infer<typeof IssueStatusAnswerSchema>;
