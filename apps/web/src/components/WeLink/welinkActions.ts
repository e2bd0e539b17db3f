import type { Item } from '@welink/domain';
import type { BannerMessage } from '../Banner';

export type UserRef = { _id: string; name: string };

/** What a card may ask of the Timeline screen, which owns the modals, the banner and the saves. */
export interface WeLinkActions {
  /** true: the viewer has it; false: offer saving; null: not known yet (own items loading). */
  isSaved: (item: Item) => boolean | null;
  /** Saves a WeLink recommended by `recommender` into the viewer's history; `key` tells which button is busy. */
  saveToHistory: (item: Item, recommender: UserRef, key: string) => void;
  /** The key of the save in progress, if any. */
  savingKey: string | null;
  openItem: (item: Item, recommender: UserRef) => void;
  showMessage: (message: BannerMessage) => void;
}
