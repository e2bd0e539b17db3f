import { describe, expect, it } from 'vitest';
import { isServerPath } from './serverPaths';

describe('isServerPath', () => {
  it('leaves the API, its docs, published guides and files to the server', () => {
    for (const path of ['/api', '/api/items', '/api/docs', '/api/docs/json', '/g', '/g/abc123', '/g/abc123/photos/1', '/sw.js', '/manifest.webmanifest', '/public-guide-map.js', '/assets/web-abc.js', '/api?x=1', '/g/abc?utm=a.b']) {
      expect(isServerPath(path), path).toBe(true);
    }
  });

  it('answers the app’s own routes with the app', () => {
    for (const path of ['/', '/timeline', '/new-welink', '/new-welink/question', '/contacts/0b8e/guias', '/settings/importar', '/apis', '/guias', '/admin/users/pending', '/reset-password?token=eyJ.abc.def', '/timeline?utm_source=a.b']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
