import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock.js';

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and takes over one left by a dead process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'server.pid'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another WeLink server/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.on('exit', resolve));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
