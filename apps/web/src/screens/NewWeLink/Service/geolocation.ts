import { ApiError } from '../../../api/errors';
import { reverseGeocode, type LatLng } from '../../../api/external';
import { activeTexts } from '../../../lib/activeTexts';
// Registers the texts read below.
import '../messages';

/** Spec §9: high accuracy, 15 s time-out, a fix up to 30 s old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 };

export type LocateProblem = 'denied' | 'unavailable' | 'timeout' | 'http' | 'unsupported' | 'other';

/** Spec §8: one message per geolocation error code, an HTTP one and a generic one; all advise manual entry. */
export const LOCATE_MESSAGES: Readonly<Record<LocateProblem, string>> = activeTexts({
  denied: 'newWeLink.wizard.locate.denied',
  unavailable: 'newWeLink.wizard.locate.unavailable',
  timeout: 'newWeLink.wizard.locate.timeout',
  http: 'newWeLink.wizard.locate.http',
  unsupported: 'newWeLink.wizard.locate.unsupported',
  other: 'newWeLink.wizard.locate.other',
});

export class LocateError extends Error {
  readonly problem: LocateProblem;
  /** The point, when only the address failed. */
  readonly coordinates: LatLng | null;

  constructor(problem: LocateProblem, coordinates: LatLng | null = null) {
    super(LOCATE_MESSAGES[problem]);
    this.name = 'LocateError';
    this.problem = problem;
    this.coordinates = coordinates;
  }
}

const BY_CODE: Record<number, LocateProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** The device's position, or a LocateError saying why not. */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      reject(new LocateError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocateError(BY_CODE[error.code] ?? 'other')),
      GEOLOCATION_OPTIONS,
    );
  });
}

export interface Located {
  coordinates: LatLng;
  address: string;
}

/** The device's position and its address; the address failing is an HTTP problem that keeps the point. */
export async function locateUser(): Promise<Located> {
  const coordinates = await currentPosition();
  try {
    return { coordinates, address: await reverseGeocode(coordinates) };
  } catch (error) {
    throw new LocateError(error instanceof ApiError ? 'http' : 'other', coordinates);
  }
}

export function locateMessage(error: unknown): string {
  return error instanceof LocateError ? error.message : LOCATE_MESSAGES.other;
}
