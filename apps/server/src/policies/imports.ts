import { IMPORT_JOB_MESSAGES, type ImportStatus } from '@welink/domain';
import { refuse, rule, type Found } from './rule.js';

const importNotFound = refuse('NOT_FOUND', IMPORT_JOB_MESSAGES.notFound);

/**
 * A member sees and acts on their own imports only: they are read with the viewer as owner, so
 * another member's is not found, as if it did not exist. Its rows change only while it waits
 * for review.
 */
export const importRules = {
  'import.read': rule<Found<object>>((_viewer, found) => (found ? undefined : importNotFound)),
  'import.review': rule<Found<{ status: ImportStatus }>>((_viewer, found) => {
    if (!found) return importNotFound;
    return found.status === 'review' ? undefined : refuse('CONFLICT', IMPORT_JOB_MESSAGES.notInReview);
  }),
};
