import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../src/db/migrate.js';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

const readJournal = (folder: string): Journal => JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** Every migration's tag, oldest first ('0000_init', …). */
export function migrationTags(): string[] {
  return readJournal(migrationsFolder).entries.map((entry) => entry.tag);
}

/** A copy of the migrations folder, under `scratch`, as it was before the migration `tag` (journal cut there). */
export function migrationsBefore(tag: string, scratch: string): string {
  const folder = path.join(scratch, `before-${tag}`);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journal = readJournal(folder);
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`no migration before ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}
