import { z } from 'zod';
import { ImportRowKindSchema, ImportSourceSchema } from './imports.js';
import { RatingSchema } from './items.js';

/**
 * An import's life (docs/decisions/0020-imports.md): its rows are matched to the catalogues and
 * to the member's own WeLinks, the member reviews them, and on confirmation they are saved; each
 * stage runs in the background and is resumed by any server process after a restart.
 */
export const IMPORT_STATUSES = ['matching', 'review', 'saving', 'done'] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** Where a row stands before it is saved: what the preview shows. */
export const IMPORT_MATCHES = ['catalogue', 'duplicate', 'manual', 'unreadable'] as const;
export const ImportMatchSchema = z.enum(IMPORT_MATCHES);
export type ImportMatch = z.infer<typeof ImportMatchSchema>;

/** What became of a row once the import ran: the report's column. */
export const IMPORT_OUTCOMES = ['created', 'duplicate', 'skipped', 'failed'] as const;
export const ImportOutcomeSchema = z.enum(IMPORT_OUTCOMES);
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

export const IMPORT_REVIEW_PAGE_MAX = 100;

export const ImportCountsSchema = z.object({
  rows: z.number().int(),
  /** Rows whose stage (matching, then saving) is done. */
  processed: z.number().int(),
  catalogue: z.number().int(),
  duplicate: z.number().int(),
  manual: z.number().int(),
  unreadable: z.number().int(),
  skipped: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportSummarySchema = z.object({
  _id: z.string(),
  source: ImportSourceSchema,
  fileName: z.string(),
  status: ImportStatusSchema,
  counts: ImportCountsSchema,
  /** What reading the file noticed (ratings rounded, entries ignored…). */
  notes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** One row of the review queue. */
export const ImportRowViewSchema = z.object({
  seq: z.number().int(),
  line: z.number().int(),
  file: z.string(),
  kind: ImportRowKindSchema.nullable(),
  title: z.string(),
  detail: z.string().nullable(),
  rating: z.number().int().min(0).max(5),
  ratingNote: z.string().nullable(),
  match: ImportMatchSchema.nullable(),
  /** The catalogue entry or the member's WeLink it matched, as the preview names it. */
  matchTitle: z.string().nullable(),
  skip: z.boolean(),
  outcome: ImportOutcomeSchema.nullable(),
  reason: z.string().nullable(),
});
export type ImportRowView = z.infer<typeof ImportRowViewSchema>;

export const IMPORT_JOB_MESSAGES = {
  notFound: 'Importación no encontrada',
  rowNotFound: 'Fila no encontrada',
  busy: 'Ya tienes una importación en curso: termínala o cancélala antes de empezar otra',
  notInReview: 'Esta importación ya no se puede cambiar',
  duplicateRow: 'Ya tenías este WeLink: no se importa',
  cancelled: 'Importación cancelada: no se guardó nada',
  noFile: 'Elige el archivo que exportaste',
  saveFailed: 'No se pudo guardar',
  nothingToChange: 'Nada que cambiar',
} as const;

export const ImportParamsSchema = z.object({ importId: z.uuid({ message: IMPORT_JOB_MESSAGES.notFound }) });
export const ImportRowParamsSchema = ImportParamsSchema.extend({ seq: z.coerce.number().int().min(1) });

/** PATCH /api/imports/{id}/rows/{seq}, while the import waits for review. */
export const ImportRowChangeSchema = z
  .object({ skip: z.boolean().optional(), rating: RatingSchema.optional() })
  .refine((change) => change.skip !== undefined || change.rating !== undefined, { message: IMPORT_JOB_MESSAGES.nothingToChange });
export type ImportRowChange = z.infer<typeof ImportRowChangeSchema>;

/** What the report says of each outcome. */
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'Creado',
  duplicate: 'Ya lo tenías',
  skipped: 'Descartado en la revisión',
  failed: 'No se pudo importar',
};
