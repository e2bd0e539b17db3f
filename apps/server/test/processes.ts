import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What a test tool started and must undo, newest first: processes, clusters, folders. Every
 * step registers its undo as soon as it has something to undo, so a failure at any point (or
 * Ctrl-C) leaves nothing behind.
 */
export class Cleanup {
  private readonly steps: Array<{ what: string; undo: () => Promise<void> | void }> = [];

  add(what: string, undo: () => Promise<void> | void): void {
    this.steps.push({ what, undo });
  }

  async run(log: (line: string) => void): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.undo();
      } catch (error) {
        log(`cleanup: ${step.what} failed: ${(error as Error).message}`);
      }
    }
  }
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL's tools refuse to run as root: as root, run them as `postgres`. */
export function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** A temporary folder `welink-<name>-…` the PostgreSQL tools can write (owned by `postgres` when we are root). */
export function makeWorkDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `welink-${name}-`));
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  return dir;
}

/** Writes a file the `postgres` user can read. */
export function writeConfig(file: string, text: string): void {
  fs.writeFileSync(file, text);
  if (isRoot) spawnSync('chown', ['postgres:postgres', file]);
}

/** The path of a program on PATH or in /usr/sbin and /sbin (Debian puts pgbouncer and haproxy there, off a user's PATH). */
export function findProgram(name: string, hint: string): string {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/sbin'];
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${name} not found: ${hint}`);
  return found;
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env, cwd: os.tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout;
}

/** A long-running child whose output is kept (the last 20 kB) for a failure's message. */
export interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<void>;
  isRunning(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a child; with `logFile`, everything it prints is also written there. */
export function startChild(name: string, command: string, args: string[], logFile?: string): Child {
  const child = spawn(command, args, { cwd: os.tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const file = logFile ? fs.createWriteStream(logFile) : undefined;
  const keep = (chunk: Buffer) => {
    file?.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((running = false), resolve())));
  // Output may still arrive after 'exit': the file ends once the pipes have closed.
  child.once('close', () => file?.end());
  child.once('error', (error) => ((output += `\n${error.message}`), (running = false)));
  return {
    name,
    process: child,
    output: () => output,
    exited,
    isRunning: () => running,
    async stop(graceMs = 5_000) {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Whether something accepts connections on `port` of 127.0.0.1. */
export function isListening(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Refuses to start over something already listening on one of our ports (a run left over, another program). */
export async function checkPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (await isListening(port)) throw new Error(`port ${port} is in use: stop what listens there (a run left over?) and run again`);
  }
}

/** Thrown by a `waitFor` check when waiting longer cannot help (the process it waits for exited). */
export class GaveUp extends Error {}

/** Waits until `ready()` resolves true, asking every 200 ms (an error means not yet, but GaveUp); throws `what` after `ms`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await ready()) return;
    } catch (error) {
      if (error instanceof GaveUp) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
