import { presentEvent, type EventJsonRow } from './event.js';
import { jsonArray } from './sqlJson.js';

/** One History entry as its query reads it: an event's JSON row, or a WeLink's answer as JSON text built by PostgreSQL. */
export type HistoryEntryJson = { kind: 'event'; event: EventJsonRow } | { kind: 'item'; json: string };

/** History's page as its answer (HistoryEntrySchema entries), as JSON text. */
export function historyJson(entries: readonly HistoryEntryJson[]): string {
  return jsonArray(
    entries.map((entry) => (entry.kind === 'event' ? `{"kind":"event","event":${presentEvent(entry.event)}}` : `{"kind":"item","item":${entry.json}}`)),
  );
}
