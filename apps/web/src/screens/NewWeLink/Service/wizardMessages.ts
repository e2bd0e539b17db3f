import { activeTexts } from '../../../lib/activeTexts';
// Registers the texts read below.
import '../messages';

/** Spec §9 and §4. */
export const WIZARD_TIMINGS = {
  /** After creating: to /history. */
  createdRedirectMs: 1000,
  /** After editing (a WeLink or a rating): to /history. */
  editedRedirectMs: 2000,
  /** A book suggestion moves on to rating after about half a second. */
  bookPickDelayMs: 500,
} as const;

export const WIZARD_MESSAGES = activeTexts({
  saveConfirm: 'newWeLink.wizard.saveConfirm',
  updateConfirm: 'newWeLink.wizard.updateConfirm',
  ratingConfirm: 'newWeLink.wizard.ratingConfirm',
  /** 'Es el mismo' on another member's WeLink: what is saved is the viewer's copy, not a new WeLink. */
  savedCopy: 'newWeLink.wizard.savedCopy',
});
