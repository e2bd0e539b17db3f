import fc from 'fast-check';
import { chance, pick, type Gen } from './hostileValues.js';
import type { World } from './world.js';

const BOUNDARY = '----welinkfuzz7MA4YWxkTrZu0gW';

interface Part {
  field: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

const partBytes = (p: Part) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        '\r\n',
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);

const form = (parts: Part[], closing = `--${BOUNDARY}--\r\n`) => Buffer.concat([...parts.map(partBytes), Buffer.from(closing)]);

export function photoMultipart(png: Buffer): { payload: Buffer; contentType: string } {
  return { payload: form([{ field: 'photo', filename: 'foto.png', type: 'image/png', bytes: png }]), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** A PNG whose header claims a size far past the decoding limit (its checksum no longer matches). */
function pngClaiming(png: Buffer, side: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(side, 16);
  copy.writeUInt32BE(side, 20);
  return copy;
}

const NOT_IMAGES: Array<[string, Buffer]> = [
  ['text', Buffer.from('hola, esto no es una imagen')],
  ['svg with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')],
  ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1')],
  ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n', 'latin1')],
  ['heic', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])],
  ['jpeg magic then garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x41)])],
  ['webp magic then garbage', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32, 0x7f)])],
  ['empty file', Buffer.alloc(0)],
];

/** A photo upload broken in its multipart framing or its bytes. */
export function brokenMultipart(g: Gen, world: World, breaks: string[]): { payload: Buffer; contentType: string } {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const png = world.png;
  const kind = g(fc.nat, { max: 10 });
  const done = (label: string, payload: Buffer, contentType = type) => {
    breaks.push(`upload: ${label}`);
    return { payload, contentType };
  };
  switch (kind) {
    case 0:
      return done('file under another field', form([{ field: pick(g, ['foto', 'file', 'photos', 'PHOTO']), filename: 'a.png', type: 'image/png', bytes: png }]));
    case 1:
      return done('text field only', form([{ field: 'photo', bytes: Buffer.from('no soy un fichero') }]));
    case 2: {
      const [label, bytes] = pick(g, NOT_IMAGES);
      return done(`not an image (${label})`, form([{ field: 'photo', filename: pick(g, ['foto.png', 'foto.jpg', '../../x.png', 'a\u0000.png']), type: 'image/png', bytes }]));
    }
    case 3:
      return done('PNG cut before its image data', form([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: png.subarray(0, g(fc.integer, { min: 1, max: 50 })) }]));
    case 4:
      return done('PNG claiming a huge size', form([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: pngClaiming(png, pick(g, [100_000, 0x7fffffff, 0])) }]));
    case 5:
      return done('two files', form([0, 1].map(() => ({ field: 'photo', filename: 'a.png', type: 'image/png', bytes: png }))));
    case 6:
      return done('no closing boundary', form([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: png }], ''));
    case 7:
      return done('boundary missing from content-type', photoMultipart(png).payload, 'multipart/form-data');
    case 8:
      return done('another boundary', photoMultipart(png).payload, 'multipart/form-data; boundary=otra');
    case 9:
      return done('no parts', Buffer.from(`--${BOUNDARY}--\r\n`));
    default:
      return chance(g, 30)
        ? done('file over 8 MB', form([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 10)]) }]))
        : done('many text fields', form(Array.from({ length: 6 }, (_, i) => ({ field: `campo${i}`, bytes: Buffer.from('x') }))));
  }
}
