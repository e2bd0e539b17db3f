import { activeTexts } from '../../lib/activeTexts';
// Registers the texts read below.
import './messages';

/** What every map of the app says while it loads or when it cannot, in the active language. */
export const MAP_LOAD_MESSAGES = activeTexts({
  loading: 'map.loading',
  loadFailed: 'map.loadFailed',
  loadFailedHint: 'map.loadFailedHint',
});
