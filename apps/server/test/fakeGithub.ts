import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

/** How the fake answers: like GitHub (201), with an error status, or never. */
export type FakeGithubMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'hang' };

export interface FakeGithub {
  /** Base URL to use as `externals.github.apiUrl`. */
  apiUrl: string;
  requests: RecordedRequest[];
  setMode(mode: FakeGithubMode): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the GitHub REST API's "Create an issue":
 * POST /repos/{owner}/{repo}/issues answered 201 with html_url and number.
 */
export async function startFakeGithub(): Promise<FakeGithub> {
  const requests: RecordedRequest[] = [];
  let mode: FakeGithubMode = { kind: 'ok' };
  let number = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });

      if (mode.kind === 'hang') return;
      const send = (status: number, payload: object, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      if (mode.kind === 'fail') return send(mode.status, { message: 'Server Error' });
      const match = /^\/repos\/([^/]+)\/([^/]+)\/issues$/.exec(path);
      if (req.method !== 'POST' || !match) return send(404, { message: 'Not Found' });
      const title = (body as { title?: unknown } | null)?.title;
      if (typeof title !== 'string' || !title) return send(422, { message: 'Validation Failed' });
      number += 1;
      const [, owner, repo] = match;
      send(
        201,
        {
          id: 1000 + number,
          number,
          url: `http://${req.headers.host}/repos/${owner}/${repo}/issues/${number}`,
          html_url: `https://github.com/${owner}/${repo}/issues/${number}`,
          state: 'open',
          title,
        },
        { location: `http://${req.headers.host}/repos/${owner}/${repo}/issues/${number}` },
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
