import { CoordinatesSchema, foldLabel, type CircleScore } from '@welink/domain';
import type { Db } from '../../db/client.js';
import { circleRatingsOfItem, type Whereabouts } from '../../db/queries/circle.js';
import type { UserRow } from '../../db/schema/index.js';
import { authorize } from '../../policies/index.js';
import { presentCircleScore } from '../../presenters/circle.js';

/** Two pins this close (metres) mark one place: a map tap and a geocoded address differ by a few dozen. */
const SAME_PLACE_METRES = 150;
const EARTH_METRES = 6_371_000;

const foldAddress = (address: string) => foldLabel(address).replace(/\s+/g, ' ');

function coordinatesOf(item: Whereabouts) {
  const parsed = CoordinatesSchema.safeParse(item.details.coordinates);
  return parsed.success ? parsed.data : undefined;
}

function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.sqrt(h));
}

/**
 * Whether two WeLinks of one title and category are the same thing. For places: when both
 * have coordinates, the pins are close; else when both have an address, it is the same
 * address (case, accents and spacing ignored); else nothing tells them apart, so they are.
 */
export function isSamePlace(a: Whereabouts, b: Whereabouts): boolean {
  const [pinA, pinB] = [coordinatesOf(a), coordinatesOf(b)];
  if (pinA && pinB) return metresBetween(pinA, pinB) <= SAME_PLACE_METRES;
  if (a.address && b.address) return foldAddress(a.address) === foldAddress(b.address);
  return true;
}

/**
 * How the members the viewer follows rated the WeLink `id` (which the viewer must be able to
 * see: else 404): their rated WeLinks of the same folded title, category and place.
 */
export async function circleScoreOf(db: Db, viewer: UserRow, id: string): Promise<CircleScore> {
  const found = await circleRatingsOfItem(db, viewer.id, id);
  authorize(viewer, 'item.read', found);
  return presentCircleScore(found.ratings.filter((rating) => isSamePlace(found.thing, rating)));
}
