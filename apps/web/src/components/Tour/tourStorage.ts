import { DEVICE_STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../state/storageKeys';
import { reconcileTourFlags } from './tourMachine';
import { TOUR } from './tourSteps';

/**
 * True when this browser already finished or skipped the current tour. A stored version other
 * than the current one clears the flag first (spec part 1 §4).
 */
export function hasSeenTour(): boolean {
  const flags = reconcileTourFlags(
    {
      hasSeen: readStorage(DEVICE_STORAGE_KEYS.hasSeenAppTour) === 'true',
      version: readStorage(DEVICE_STORAGE_KEYS.appTourVersion),
    },
    TOUR.version,
  );
  if (flags.hasChanged) {
    removeStorage(DEVICE_STORAGE_KEYS.hasSeenAppTour);
    writeStorage(DEVICE_STORAGE_KEYS.appTourVersion, TOUR.version);
  }
  return flags.hasSeen;
}

/** Finishing or skipping: never again on this browser (until the next tour version). */
export function markTourSeen(): void {
  writeStorage(DEVICE_STORAGE_KEYS.hasSeenAppTour, 'true');
  writeStorage(DEVICE_STORAGE_KEYS.appTourVersion, TOUR.version);
}
