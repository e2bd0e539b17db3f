import { describe, expect, it } from 'vitest';
import { mapTileOrigins } from './mapTiles.js';

describe('mapTileOrigins', () => {
  it('gives the one origin of a plain template, port included', () => {
    expect(mapTileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(mapTileOrigins('http://tiles.local:8080/osm/{z}/{x}/{y}{r}.png')).toEqual(['http://tiles.local:8080']);
  });

  it('gives one origin per subdomain for {s}', () => {
    expect(mapTileOrigins('https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.openstreetmap.fr',
      'https://b.tile.openstreetmap.fr',
      'https://c.tile.openstreetmap.fr',
    ]);
  });

  it('needs no origin for tiles served by this server', () => {
    expect(mapTileOrigins('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('refuses what is not an http(s) tile template', () => {
    expect(mapTileOrigins('https://tile.openstreetmap.org/tiles.png')).toBeUndefined();
    expect(mapTileOrigins('javascript:alert(1)//{z}{x}{y}')).toBeUndefined();
    expect(mapTileOrigins('tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeUndefined();
    expect(mapTileOrigins('data:image/png;base64,{z}{x}{y}')).toBeUndefined();
  });
});
