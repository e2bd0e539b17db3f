import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail.js';

describe('createMailer without SMTP_URL', () => {
  it('writes each message to the outbox as an .eml file', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'welink-mail-')), 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'WeLink <no-reply@welink.test>', outboxDir, logger: pino({ level: 'silent' }) });
    await mailer.send({ to: 'ana@example.com', subject: 'Restablece tu contraseña', text: 'Hola Ana', html: '<p>Hola Ana</p>' });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Hola Ana');
  });
});

describe('a message with extra headers', () => {
  it('carries them on the wire (the digest unsubscribe headers of RFC 8058)', async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'welink-mail-')), 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'WeLink <no-reply@welink.test>', outboxDir, logger: pino({ level: 'silent' }) });
    const headers = { 'List-Unsubscribe': '<http://welink.test/api/digest/unsubscribe?token=abc.def>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await mailer.send({ to: 'ana@example.com', subject: 'Resumen', text: 'Hola', html: '<p>Hola</p>', headers });
    const eml = fs.readFileSync(path.join(outboxDir, fs.readdirSync(outboxDir)[0]!), 'utf8');
    expect(eml).toContain('List-Unsubscribe: <http://welink.test/api/digest/unsubscribe?token=abc.def>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
