import fs from 'node:fs';
import path from 'node:path';
import type { CapturedMail } from '../../apps/server/test/smtpCapture.js';
import { E2E } from './testEnvironment.js';

/** The newest mail the SMTP capture server received for `to`, waiting for it to arrive. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = fs
      .readdirSync(E2E.mailDir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(fs.readFileSync(path.join(E2E.mailDir, f), 'utf8')) as CapturedMail);
    const found = mails.find((m) => m.to.includes(to) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escape(E2E.baseUrl + pathPrefix)}[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in mail: ${mail.text}`);
  return match[0];
}
