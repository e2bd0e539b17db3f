import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import { CoordinatesSchema, IMPORT_MESSAGES, IMPORT_NOTES, type Coordinates, type ImportLimits } from '@welink/domain';
import { AppError } from '../../../errors.js';
import { readCsv } from './csv.js';
import { coordinatesFromMapsUrl } from './mapsUrl.js';
import { isoDay, type ImportCollector, type RowDraft } from './rows.js';
import { readText } from './upload.js';

/**
 * Google Maps' saved places, as Google Takeout exports them:
 * - each saved list as a CSV in `Takeout/Saved/` named after the list, with the columns Title,
 *   Note, URL (newer exports add Tags and Comment), and the list's description, when it has one,
 *   as a first line followed by a blank line;
 * - starred places as GeoJSON in `Takeout/Maps (your places)/Saved Places.json`: a
 *   FeatureCollection of Point features whose coordinates are [longitude, latitude] ([0, 0] when
 *   unknown), with `properties.location.name`, `.address`, `.country_code`,
 *   `properties.google_maps_url` and `properties.date`. Older exports name them `Title`,
 *   `Location` (`Business Name`, `Address`, `Geo Coordinates`), `Google Maps URL` and `Published`.
 */
export const GOOGLE_LIST_COLUMNS = { required: ['Title', 'Note', 'URL'], optional: ['Comment'] } as const;
export const SAVED_PLACES_FILE = 'Saved Places.json';
const SAVED_FOLDER = 'Saved';
/** Rows a list CSV may have before its header: the list's description and the blank line after it. */
const LIST_PREAMBLE_ROWS = 2;

/** Which Takeout entries are read: the lists in a `Saved` folder, and `Saved Places.json` anywhere. */
export function takeoutEntryKind(name: string): 'list' | 'starred' | undefined {
  const parts = name.split('/');
  const base = parts.at(-1) ?? '';
  if (base === SAVED_PLACES_FILE) return 'starred';
  if (parts.at(-2) === SAVED_FOLDER && base.toLowerCase().endsWith('.csv')) return 'list';
  return undefined;
}

/** The guide a list becomes: its file's name without '.csv'. */
export const listName = (file: string) => path.basename(file).replace(/\.csv$/i, '');

/**
 * The places of one upload: a place in several lists (the same link) is one row in each guide.
 * Places are pending: the member rates them in the review, if they want.
 */
export class GooglePlaces {
  private readonly places = new Map<string, RowDraft & { guideNames: string[] }>();
  private readonly unlinked: Array<RowDraft & { guideNames: string[] }> = [];

  constructor(
    private readonly into: ImportCollector,
    private readonly limits: ImportLimits,
  ) {}

  async readList(stream: Readable, file: string): Promise<void> {
    const guide = listName(file);
    await readCsv(stream, { file, ...GOOGLE_LIST_COLUMNS, preambleRows: LIST_PREAMBLE_ROWS, limits: this.limits }, (row) => {
      if (row.problem !== undefined) return this.into.problem(file, row.line, row.problem);
      const { cells } = row;
      const note = (cells.Note ?? '').trim();
      const remark = (cells.Comment ?? '').trim();
      this.keep(
        {
          line: row.line,
          file,
          kind: 'place',
          title: cells.Title,
          rating: 0,
          comment: [note, remark].filter((text, index, all) => text !== '' && all.indexOf(text) === index).join('\n\n'),
          url: cells.URL,
          coordinates: coordinatesFromMapsUrl(cells.URL),
        },
        guide,
      );
    });
  }

  async readStarred(stream: Readable, file: string): Promise<void> {
    const text = await readText(stream, file, this.limits.maxFileBytes);
    if (text.trim() === '') throw new AppError('VALIDATION', IMPORT_MESSAGES.empty);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError('VALIDATION', IMPORT_MESSAGES.notGeoJson(file));
    }
    const features = featuresOf(json);
    if (!features) throw new AppError('VALIDATION', IMPORT_MESSAGES.notGeoJson(file));
    features.forEach((feature, index) => {
      const place = starredPlace(feature);
      this.keep({ line: index + 1, file, kind: 'place', rating: 0, ...place }, undefined);
    });
  }

  private keep(draft: RowDraft, guide: string | undefined) {
    const key = draft.url?.trim();
    const known = key ? this.places.get(key) : undefined;
    if (known) {
      if (guide) known.guideNames.push(guide);
      known.coordinates ??= draft.coordinates;
      known.address ??= draft.address;
      known.comment ||= draft.comment;
      return;
    }
    this.into.checkRoom(this.places.size + this.unlinked.length + 1);
    const place = { ...draft, guideNames: guide ? [guide] : [] };
    if (key) this.places.set(key, place);
    else this.unlinked.push(place);
  }

  finish(): void {
    for (const place of [...this.places.values(), ...this.unlinked]) this.into.add(place);
    this.into.note(IMPORT_NOTES.placesPending);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function featuresOf(json: unknown): unknown[] | undefined {
  if (!isObject(json) || json.type !== 'FeatureCollection' || !Array.isArray(json.features)) return undefined;
  return json.features;
}

/** A feature's [longitude, latitude], when it is a point that is not [0, 0] (Google's "unknown"). */
function pointOf(feature: Json): Coordinates | undefined {
  const geometry = feature.geometry;
  if (!isObject(geometry) || geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return undefined;
  const [lng, lat] = geometry.coordinates as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number' || (lat === 0 && lng === 0)) return undefined;
  const parsed = CoordinatesSchema.safeParse({ lat, lng });
  return parsed.success ? parsed.data : undefined;
}

/** The older export's `Location['Geo Coordinates']`: { Latitude, Longitude } as strings. */
function legacyPointOf(location: Json): Coordinates | undefined {
  const geo = location['Geo Coordinates'];
  if (!isObject(geo)) return undefined;
  const lat = Number(geo.Latitude);
  const lng = Number(geo.Longitude);
  if (lat === 0 && lng === 0) return undefined;
  const parsed = CoordinatesSchema.safeParse({ lat, lng });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Google's own words on a saved address it could not place ("No location information is available
 * for this saved address"), written where the member's comment would be: not the member's.
 */
const NO_LOCATION_COMMENT = /^No location information is available/i;

/** The searched text of a link like `http://maps.google.com/?q=456+Side+St,+San+Francisco`, when it is not coordinates. */
function searchedAddress(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const query = new URL(link).searchParams.get('q')?.trim();
    return query && !coordinatesFromMapsUrl(link) && !query.startsWith('place_id:') ? query : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a starred place says, in either shape of the export. A place Google could not locate has
 * only its link, whose searched address then stands for its address and its name.
 */
function starredPlace(feature: unknown): Pick<RowDraft, 'title' | 'address' | 'coordinates' | 'url' | 'comment' | 'savedOn'> {
  if (!isObject(feature)) return { title: undefined };
  const properties = isObject(feature.properties) ? feature.properties : {};
  const location = isObject(properties.location) ? properties.location : isObject(properties.Location) ? properties.Location : {};
  const url = textOf(properties.google_maps_url) ?? textOf(properties['Google Maps URL']);
  const address = textOf(location.address) ?? textOf(location.Address) ?? searchedAddress(url);
  const name = textOf(location.name) ?? textOf(location['Business Name']) ?? textOf(properties.Title);
  const comment = textOf(properties.Comment);
  return {
    title: name?.trim() ? name : address,
    address,
    url,
    coordinates: pointOf(feature) ?? legacyPointOf(location) ?? coordinatesFromMapsUrl(url),
    comment: comment && !NO_LOCATION_COMMENT.test(comment.trim()) ? comment : undefined,
    savedOn: isoDay(textOf(properties.date) ?? textOf(properties.Published) ?? textOf(properties.Updated)),
  };
}
