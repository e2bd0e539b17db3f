import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from '../config.js';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given; otherwise a pair generated once and kept in
 * DATA_DIR (mode 600), as the JWT secret is. A new pair would orphan every device already
 * subscribed with the old public key, so it is generated only when the file does not exist.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file} holds no VAPID key pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}
