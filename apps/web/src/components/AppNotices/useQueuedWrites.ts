/** Kept where the frame's notice and Settings import it; the shared reading lives beside the queue's API. */
export { useQueuedWrites } from '../../api/useQueuedWrites';
