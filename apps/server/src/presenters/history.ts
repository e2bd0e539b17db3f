import { jsonArray } from './sqlJson.js';

/** One History entry: an event's or a WeLink's answer, as JSON text built by PostgreSQL. */
export interface HistoryEntryJson {
  kind: 'event' | 'item';
  json: string;
}

/** History's page as its answer (HistoryEntrySchema entries), as JSON text. */
export function historyJson(entries: readonly HistoryEntryJson[]): string {
  return jsonArray(entries.map(({ kind, json }) => `{"kind":"${kind}","${kind}":${json}}`));
}
