import fc from 'fast-check';

/** fast-check's imperative generator: every draw comes from the run's seed. */
export type Gen = fc.GeneratorValue;

export const pick = <T>(g: Gen, values: readonly T[]): T => {
  if (values.length === 0) throw new Error('pick from an empty list');
  return values[g(fc.nat, { max: values.length - 1 })] as T;
};
export const chance = (g: Gen, percent: number): boolean => g(fc.nat, { max: 99 }) < percent;

/** SQL, script, template and path payloads that must stay inert text or be refused. */
const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1); SELECT pg_sleep(10); --",
  '$$; DELETE FROM items; $$',
  '\\x27\\x00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nSet-Cookie: sesion=robada',
  '%s%s%s%n',
  '__proto__',
  'null',
];

/** Text that is legal but awkward: right-to-left, emoji, combining marks, zero-width, line separators. */
const AWKWARD_UNICODE = [
  '\u202Egnp.exe',
  'مرحبا \u200F עברית',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̛͓͎̈́͗a̷̢͎̓l̵̰̀g̸̱̈o̶̧͝',
  '\uFEFF\u200B\u2060',
  'a\u2028b\u2029c',
  'ＡＢＣ１２３',
  'ß ﬁ İ ı',
];

/** Text PostgreSQL cannot store or that is not valid Unicode: NUL and lone surrogates. */
export const UNSTORABLE_TEXT = ['a\u0000b', '\u0000', 'x\uD800y', '\uDFFF', 'ok\uD83D'];

export function hostileString(g: Gen): string {
  switch (g(fc.nat, { max: 4 })) {
    case 0:
      return pick(g, INJECTIONS);
    case 1:
      return pick(g, AWKWARD_UNICODE);
    case 2:
      return pick(g, UNSTORABLE_TEXT);
    case 3:
      return g(fc.string, { unit: 'binary', maxLength: 40 });
    default:
      return g(fc.string, { unit: 'grapheme', maxLength: 40 });
  }
}

/** Numbers no JSON parser keeps as written; they go into the body text as they are. */
export const RAW_NUMBER_LITERALS = ['1e309', '-1e309', '123456789012345678901234567890'];

/** Ids that are not UUIDs, or UUID look-alikes the pattern refuses. */
export function invalidId(g: Gen): string {
  const uuid = g(fc.uuid);
  const variants = [
    'not-a-uuid',
    '1',
    '-1',
    '0',
    uuid.replaceAll('-', ''),
    `{${uuid}}`,
    `urn:uuid:${uuid}`,
    `${uuid} `,
    `${uuid}x`,
    uuid.slice(0, 35),
    `${uuid.slice(0, 14)}0${uuid.slice(15)}`,
    `${uuid.slice(0, 19)}c${uuid.slice(20)}`,
    '------------------------------------',
    'g'.repeat(36),
    `${uuid}\u0000`,
    'a'.repeat(g(fc.integer, { min: 37, max: 20_000 })),
    hostileString(g),
  ];
  let id = pick(g, variants);
  // An empty or blank segment would name another route; a path test of its own covers that.
  if (id.trim() === '') id = `${id}x`;
  return id;
}

/** A well-formed UUID no row has. */
export const absentId = (g: Gen): string =>
  pick(g, [g(fc.uuid), g(fc.uuid, { version: 4 }), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']);

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64url');

/** Cursors the server never issued and cannot use: garbage, a broken id, a time PostgreSQL cannot hold. */
export function badCursor(g: Gen): string {
  const uuid = g(fc.uuid);
  const iso = new Date(g(fc.integer, { min: 0, max: 4_000_000_000_000 })).toISOString();
  return pick(g, [
    b64(Buffer.from(g(fc.uint8Array, { minLength: 1, maxLength: 60 }))),
    b64(`${iso}|${'-'.repeat(36)}`),
    b64(`${iso}|${'f'.repeat(36)}`),
    b64(`${iso}|${uuid.slice(0, 35)}z`),
    b64(`-100000-01-01T00:00:00.000Z|${uuid}`),
    b64(`-005000-06-01T00:00:00.000Z|${uuid}`),
    b64(`no es una fecha|${uuid}`),
    b64(`${iso}`),
    b64(`|${uuid}`),
    b64(`${iso}|${uuid}`).repeat(20),
    hostileString(g) || 'x',
  ]);
}

/** Encodes a path or query component; lone surrogates (which encodeURIComponent refuses) go as WTF-8 bytes. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const unit = ch.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}
