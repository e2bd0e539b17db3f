import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Fixed for a run so that the config, the global setup and every worker agree. */
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3211),
  mailDir: path.join(os.tmpdir(), `welink-e2e-mail-${port}`),
  admin: { email: 'admin@welink.test', password: 'admin-e2e-clave' },
} as const;
