import { QUESTION_TITLE_REQUIRED, type EventCreate, type EventUpdate } from '@welink/domain';
import { z } from 'zod';
import { errorMessage } from '../../../api/errors';
import { i18n } from '../../../i18n/i18n';
import { activeTexts } from '../../../lib/activeTexts';
// Registers the texts read below.
import '../messages';

/** Spec part 2 §2, §4, §8. */
export const QUESTION_MESSAGES = activeTexts({
  createTitle: 'newWeLink.question.createTitle',
  editTitle: 'newWeLink.question.editTitle',
  created: 'newWeLink.question.created',
  updated: 'newWeLink.question.updated',
  createConfirm: 'newWeLink.question.createConfirm',
  updateConfirm: 'newWeLink.question.updateConfirm',
  editDataMissing: 'newWeLink.question.editDataMissing',
});

/** Spec part 2 §9: the question form leaves for History 2 s after saving. */
export const QUESTION_REDIRECT_MS = 2000;

/** The same limits as EventCreateSchema, with the form's own message for an empty question. */
export const QuestionFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: QUESTION_TITLE_REQUIRED })
    .max(300, { error: () => i18n.t('newWeLink.question.titleMax') }),
  description: z.string().trim().max(5000, { error: () => i18n.t('newWeLink.question.descriptionMax') }),
  tags: z.array(z.string()),
});
export type QuestionFields = z.input<typeof QuestionFormSchema>;
export type QuestionValues = z.output<typeof QuestionFormSchema>;

export const EMPTY_QUESTION: QuestionFields = { title: '', description: '', tags: [] };

/**
 * POST /api/events (spec part 2 §3, §7): the description is the title when left empty. `user`
 * is the spec's field; the server takes the author from the token.
 */
export function createQuestionPayload(values: QuestionValues, userId: string | null): EventCreate {
  return {
    title: values.title,
    type: 'Question',
    description: values.description || values.title,
    tags: values.tags,
    items: [],
    ...(userId ? { user: userId } : {}),
  };
}

/** PUT /api/events/{id}: the text and the tags. */
export function updateQuestionPayload(values: QuestionValues): EventUpdate {
  return { title: values.title, description: values.description || values.title, tags: values.tags };
}

export function questionFailureMessage(error: unknown): string {
  const detail = errorMessage(error, error instanceof Error ? error.message : String(error));
  return i18n.t('newWeLink.question.failed', { detail });
}

/**
 * The question to edit, from the route state History sends (spec part 1 §2):
 * {itemData: {title, description, tags}, isEditing: true, returnPath}. A description that only
 * repeats the title (the default on create) is shown empty; saving puts it back.
 */
export function readEditState(state: unknown): QuestionFields | null {
  if (typeof state !== 'object' || state === null) return null;
  const { itemData } = state as { itemData?: unknown };
  if (typeof itemData !== 'object' || itemData === null) return null;
  const { title, description, tags } = itemData as Record<string, unknown>;
  if (typeof title !== 'string') return null;
  const text = typeof description === 'string' && description.trim() !== title.trim() ? description : '';
  const tagList = Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  return { title, description: text, tags: tagList };
}
