import {
  cleanImportText,
  HTTP_URL_MAX,
  HttpUrlSchema,
  GUIDE_NAME_MAX,
  IMPORT_MESSAGES,
  IMPORT_NOTES,
  ImportedRowSchema,
  ITEM_TEXT_MAX,
  looksLikeFormula,
  type Coordinates,
  type ImportedRow,
  type ImportProblem,
  type ImportRowKind,
} from '@welink/domain';
import { AppError } from '../../../errors.js';

/** A row as a format reads it, before its texts are cleaned and checked. */
export interface RowDraft {
  line: number;
  file: string;
  kind: ImportRowKind;
  title: string | undefined;
  year?: number | undefined;
  author?: string | undefined;
  isbn?: string | undefined;
  /** Whole stars, 0 for pending. */
  rating: number;
  ratingNote?: string | undefined;
  comment?: string | undefined;
  readOn?: string | undefined;
  watchedOn?: string | undefined;
  savedOn?: string | undefined;
  address?: string | undefined;
  coordinates?: Coordinates | undefined;
  url?: string | undefined;
  guideNames?: readonly string[] | undefined;
}

/**
 * What one upload gives, filled as its files are read: rows, the rows that could not be read
 * (never dropped in silence), and notes for the preview. Past `maxRows` the whole upload is refused.
 */
export class ImportCollector {
  readonly rows: ImportedRow[] = [];
  readonly problems: ImportProblem[] = [];
  private readonly notes = new Set<string>();
  private shortened = 0;

  constructor(private readonly maxRows: number) {}

  /** Refuses the upload when `pending` more rows would pass the limit. */
  checkRoom(pending = 1): void {
    if (this.rows.length + this.problems.length + pending > this.maxRows) {
      throw new AppError('VALIDATION', IMPORT_MESSAGES.tooManyRows(this.maxRows));
    }
  }

  problem(file: string, line: number, reason: string): void {
    this.checkRoom();
    this.problems.push({ file, line, reason });
  }

  note(text: string): void {
    this.notes.add(text);
  }

  /** Cleans and checks a draft: a row, or a problem saying why not. */
  add(draft: RowDraft): void {
    this.checkRoom();
    const built = this.build(draft);
    if ('reason' in built) this.problems.push({ file: draft.file, line: draft.line, reason: built.reason });
    else this.rows.push(built.row);
  }

  allNotes(): string[] {
    return this.shortened > 0 ? [...this.notes, IMPORT_NOTES.textsShortened(this.shortened)] : [...this.notes];
  }

  private text(value: string | undefined, max: number, multiline = false): string | undefined {
    const { text, shortened } = cleanImportText(value, max, { multiline });
    if (shortened) this.shortened += 1;
    return text;
  }

  private build(draft: RowDraft): { row: ImportedRow } | { reason: string } {
    const title = this.text(draft.title, ITEM_TEXT_MAX.title);
    if (!title) return { reason: IMPORT_MESSAGES.row.noTitle };
    const author = this.text(draft.author, ITEM_TEXT_MAX.author);
    const comment = this.text(draft.comment, ITEM_TEXT_MAX.comment, true);
    const address = this.text(draft.address, ITEM_TEXT_MAX.address);
    const guideNames = [...new Set((draft.guideNames ?? []).map((name) => this.text(name, GUIDE_NAME_MAX)))].filter(
      (name): name is string => name !== undefined,
    );
    const formula =
      [title, author, address, ...guideNames].some((text) => text !== undefined && looksLikeFormula(text)) ||
      (comment !== undefined && looksLikeFormula(comment, { lenient: true }));
    if (formula) {
      return { reason: IMPORT_MESSAGES.row.formula };
    }
    const candidate = {
      line: draft.line,
      file: draft.file,
      kind: draft.kind,
      title,
      year: draft.year,
      author,
      isbn: draft.isbn,
      rating: draft.rating,
      ratingNote: draft.ratingNote,
      status: draft.rating > 0 ? 'rated' : 'pending_rating',
      comment,
      readOn: draft.readOn,
      watchedOn: draft.watchedOn,
      savedOn: draft.savedOn,
      address,
      coordinates: draft.coordinates,
      url: httpUrl(draft.url),
      guideNames: guideNames.length > 0 ? guideNames : undefined,
    };
    const row = Object.fromEntries(Object.entries(candidate).filter(([, value]) => value !== undefined));
    const checked = ImportedRowSchema.safeParse(row);
    // The formats only build valid rows; a miss here is reported as the row's problem, not thrown.
    if (!checked.success) return { reason: checked.error.issues[0]?.message ?? IMPORT_MESSAGES.row.noTitle };
    return { row: checked.data };
  }
}

/** A link kept only when it is http(s) and not too long; anything else is left out of the row. */
export function httpUrl(value: string | undefined): string | undefined {
  const { text } = cleanImportText(value, HTTP_URL_MAX + 1);
  if (!text || text.length > HTTP_URL_MAX) return undefined;
  return HttpUrlSchema.safeParse(text).success ? text : undefined;
}

/** A calendar day from 'YYYY-MM-DD', 'YYYY/MM/DD' or an ISO instant, when it is a real date. */
export function isoDay(value: string | undefined): string | undefined {
  const match = /^\s*(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const day10 = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === day10 ? day10 : undefined;
}

/** A year cell as a number, when it is one within the range given. */
export function yearOf(value: string | undefined, min: number, max: number): number | undefined {
  if (!/^\s*\d{1,4}\s*$/.test(value ?? '')) return undefined;
  const year = Number(value);
  return year >= min && year <= max ? year : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A review written as light HTML (Goodreads and Letterboxd keep `<br/>`, `<i>`, `<a>`…) as plain
 * text: breaks become new lines, tags go, entities are decoded. Nothing of it is ever rendered as HTML.
 */
export function htmlToText(value: string): string {
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
