import net from 'node:net';
import path from 'node:path';
import { INSTALL_PROXIES } from '../pgBouncer.js';
import { findProgram, GaveUp, startChild, waitFor, writeConfig, type Child, type Cleanup } from '../processes.js';

export interface Balancer {
  url: string;
  /** Current requests HAProxy has sent to `server` and not yet seen answered (`scur` of `show stat`). */
  inFlight(server: string): Promise<number>;
  /** HAProxy's view of each server: UP, DOWN… */
  states(): Promise<Record<string, string>>;
  child: Child;
}

/**
 * HAProxy (Debian's 2.6) on `port`, round robin over `servers`, checking `GET /api/health`
 * every 2 s (down after 3 failures). A connection refused is tried again on the other
 * server (`option redispatch`, `retries`); a request already sent is never repeated, so a
 * write is never done twice. It compresses JSON answers (the hosts run with COMPRESSION=off).
 * Each answer says which host gave it in `X-WeLink-Host`.
 */
export async function startBalancer(
  workDir: string,
  port: number,
  servers: Array<{ name: string; port: number }>,
  cleanup: Cleanup,
): Promise<Balancer> {
  const config = path.join(workDir, 'haproxy.cfg');
  const socket = path.join(workDir, 'haproxy.sock');
  writeConfig(
    config,
    [
      'global',
      '  maxconn 4000',
      '  log stdout format raw local0 info',
      `  stats socket ${socket} mode 600 level admin`,
      'defaults',
      '  mode http',
      '  log global',
      '  option httplog',
      '  timeout connect 2s',
      '  timeout client 5m',
      // Live streams (server-sent events) stay open: the server's heartbeat keeps them inside this.
      '  timeout server 5m',
      '  timeout http-keep-alive 10s',
      '  retries 3',
      '  option redispatch 1',
      'frontend welink',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      // JSON answers leave compressed from here; the live stream (text/event-stream) never is.
      '  compression algo gzip',
      '  compression type application/json',
      '  default_backend hosts',
      'backend hosts',
      '  balance roundrobin',
      // /api/health asks the database, so under load it waits in the pool's queue like any
      // request: its time-out must pass the loaded p99 (seconds here), or both hosts go DOWN
      // together. A killed host refuses the check at once: after a first failure it is asked
      // every 500 ms, so it is out in about 1.5 s.
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  timeout check 10s',
      '  default-server inter 2s fastinter 500ms fall 3 rise 2',
      '  http-response set-header X-WeLink-Host %s',
      ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
      '',
    ].join('\n'),
  );
  const child = startChild('haproxy', findProgram('haproxy', INSTALL_PROXIES), ['-f', config, '-db'], path.join(workDir, 'haproxy.log'));
  cleanup.add('haproxy', () => child.stop());
  const url = `http://127.0.0.1:${port}`;
  const stat = async () => {
    const csv = await adminCommand(socket, 'show stat\n');
    const header = csv.split('\n')[0]!.replace(/^# /, '').split(',');
    return csv
      .split('\n')
      .slice(1)
      .filter((line) => line.startsWith('hosts,'))
      .map((line) => Object.fromEntries(line.split(',').map((value, i) => [header[i], value])) as Record<string, string>);
  };
  const balancer: Balancer = {
    url,
    child,
    async inFlight(server) {
      const row = (await stat()).find((r) => r.svname === server);
      return Number(row?.scur ?? 0);
    },
    async states() {
      return Object.fromEntries((await stat()).filter((r) => r.svname !== 'BACKEND').map((r) => [r.svname!, r.status!]));
    },
  };
  await waitFor(`haproxy on ${port}`, async () => {
    if (!child.isRunning()) throw new GaveUp(`exited: ${child.output()}`);
    return Object.keys(await balancer.states()).length === servers.length;
  }, 20_000);
  return balancer;
}

function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const connection = net.connect(socket, () => connection.end(command));
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.once('end', () => resolve(text));
    connection.once('error', reject);
  });
}
