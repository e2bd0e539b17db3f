/** What {s} stands for in an OpenStreetMap-style tile URL: Leaflet's own default, given to it explicitly. */
export const MAP_TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

/** What every map says of its tiles' data. */
export const MAP_TILE_ATTRIBUTION = '© OpenStreetMap';

/**
 * The origins the map's images come from for a tile URL template (MAP_TILE_URL): one per
 * subdomain when the host has {s}, none for a path on this server. Undefined when the
 * template is not an http(s) URL or a path with {z}, {x} and {y}.
 */
export function mapTileOrigins(template: string): string[] | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return undefined;
  if (template.startsWith('/') && !template.startsWith('//')) return [];
  const urls = template.includes('{s}') ? MAP_TILE_SUBDOMAINS.map((s) => template.replaceAll('{s}', s)) : [template];
  const origins = new Set<string>();
  for (const url of urls) {
    let parsed: URL;
    try {
      // {z}, {x}, {y}, {r}…: any value will do to read the origin.
      parsed = new URL(url.replace(/\{[a-z]+\}/gi, '0'));
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    origins.add(parsed.origin);
  }
  return [...origins];
}
