import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { call, login } from '../durability/http.js';
import { SEED_PASSWORD, type SeededMember } from '../durability/seed.js';
import { openLiveStream } from '../liveStream.js';
import { until } from '../until.js';

export interface Host {
  name: string;
  url: string;
}

/** A check's outcome: what it saw, in one line. */
export interface Check {
  name: string;
  passed: boolean;
  detail: string;
}

/** Uploads a photo through host `from`, then reads it and its thumbnail through `to`: the bytes must match what `from` serves. */
export async function photoAcrossHosts(from: Host, to: Host, owner: SeededMember): Promise<Check> {
  const name = `a photo uploaded through host ${from.name} is served by host ${to.name}`;
  const token = await login(from.url, owner.email, SEED_PASSWORD);
  const item = await call(from.url, token, 'POST', '/api/items', { title: `Museo ${randomBytes(3).toString('hex')}`, category: 'Lugar' });
  if (item.status !== 201) return { name, passed: false, detail: `creating the WeLink answered ${item.status}` };
  const png = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#2a7' } }).png().toBuffer();
  const boundary = `----welink${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`;
  const uploaded = await fetch(`${from.url}/api/items/${item.body._id}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  if (uploaded.status !== 201) return { name, passed: false, detail: `the upload answered ${uploaded.status}: ${await uploaded.text()}` };
  const { _id: photoId } = (await uploaded.json()) as { _id: string };
  const read = async (host: Host, path: string) => {
    const res = await fetch(`${host.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const sizes: string[] = [];
  for (const path of [`/api/photos/${photoId}`, `/api/photos/${photoId}/thumbnail`]) {
    const [there, here] = [await read(to, path), await read(from, path)];
    if (there.status !== 200 || !there.bytes.equals(here.bytes) || there.bytes.length === 0) {
      return { name, passed: false, detail: `${path}: host ${to.name} answered ${there.status} with ${there.bytes.length} bytes, host ${from.name} ${here.bytes.length}` };
    }
    sizes.push(`${there.bytes.length} B`);
  }
  return { name, passed: true, detail: `photo ${sizes[0]} and thumbnail ${sizes[1]}, byte for byte` };
}

/**
 * `reader` follows `writer`. Opens `reader`'s live stream through the balancer until one is
 * held by each host (the balancer names the host in X-WeLink-Host), then `writer` asks a
 * question through each host directly: every stream must hear of both.
 */
export async function liveAcrossHosts(balancerUrl: string, hosts: Host[], reader: SeededMember, writer: SeededMember): Promise<Check> {
  const name = 'live updates reach members on both hosts';
  const readerToken = await login(balancerUrl, reader.email, SEED_PASSWORD);
  const streams: Array<Awaited<ReturnType<typeof openLiveStream>> & { host: string }> = [];
  try {
    for (let i = 0; i < 8 && new Set(streams.map((s) => s.host)).size < hosts.length; i++) {
      const stream = await openLiveStream(balancerUrl, readerToken);
      streams.push({ ...stream, host: stream.headers.get('x-welink-host') ?? '?' });
    }
    const held = [...new Set(streams.map((s) => s.host))].sort();
    if (held.length < hosts.length) return { name, passed: false, detail: `8 streams through the balancer reached only ${held.join(', ')}` };
    const isFromWriter = (e: { event: string; data: unknown }) => e.event === 'timeline' && (e.data as { authorId?: string }).authorId === writer.id;
    for (const [at, host] of hosts.entries()) {
      const writerToken = await login(host.url, writer.email, SEED_PASSWORD);
      const asked = await call(host.url, writerToken, 'POST', '/api/events', { title: `¿Qué museo visito? ${host.name}`, type: 'question' });
      if (asked.status !== 201) return { name, passed: false, detail: `the question through host ${host.name} answered ${asked.status}` };
      await until(() => streams.every((s) => s.events.filter(isFromWriter).length > at), 10_000);
      const missing = streams.filter((s) => s.events.filter(isFromWriter).length <= at);
      if (missing.length > 0) {
        return { name, passed: false, detail: `a question through host ${host.name} did not reach streams on ${missing.map((s) => s.host).join(', ')} in 10 s` };
      }
    }
    return { name, passed: true, detail: `${streams.length} streams on hosts ${held.join(' and ')} each heard a question written through each host` };
  } finally {
    for (const stream of streams) stream.close();
  }
}
