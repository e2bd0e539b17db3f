import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapConfigAnswerSchema } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';

const CUSTOM_TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';

let byDefault: TestApp;
let custom: TestApp;

beforeAll(async () => {
  [byDefault, custom] = await Promise.all([buildTestApp(), buildTestApp({ externals: { mapTileUrl: CUSTOM_TILES } })]);
});
afterAll(async () => {
  await Promise.all([byDefault?.close(), custom?.close()]);
});

describe('GET /api/config/maps', () => {
  it('answers OpenStreetMap by default, without a session', async () => {
    const res = await byDefault.app.inject({ method: 'GET', url: '/api/config/maps' });
    expect(res.statusCode).toBe(200);
    expect(MapConfigAnswerSchema.parse(res.json())).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
  });

  it("answers the server's MAP_TILE_URL", async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/api/config/maps' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: CUSTOM_TILES, attribution: '© OpenStreetMap' });
  });
});
