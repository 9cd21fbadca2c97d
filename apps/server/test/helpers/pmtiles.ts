import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * A small PMTiles (version 3) archive of vector tiles, written here so that tests need no
 * download: the Lisbon area from zoom 0 to 12, in the layers and kinds of the Protomaps basemap
 * (earth, water, roads, places), which protomaps-leaflet's themes draw. Specifications:
 * https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md and
 * https://github.com/mapbox/vector-tile-spec/tree/master/2.1.
 */

type LngLat = [number, number];
type Value = string | number;
interface Feature {
  type: 'point' | 'line' | 'polygon';
  /** Longitude/latitude; `earth` alone is the whole tile. */
  coordinates: LngLat[];
  properties: Record<string, Value>;
}

/** What the archive covers (west, south, east, north) and the zooms it has tiles for. */
export const FIXTURE_BOUNDS = [-9.35, 38.55, -8.9, 38.9] as const;
export const FIXTURE_MAX_ZOOM = 12;
/** The Tagus, south of Lisbon: a water polygon. */
const RIVER: LngLat[] = [
  [-9.3, 38.69],
  [-8.95, 38.69],
  [-8.95, 38.6],
  [-9.3, 38.6],
];
const LAYERS: Record<string, Feature[]> = {
  water: [{ type: 'polygon', coordinates: RIVER, properties: { kind: 'water' } }],
  roads: [
    {
      type: 'line',
      coordinates: [
        [-9.25, 38.76],
        [-9.13, 38.73],
        [-9.0, 38.78],
      ],
      properties: { kind: 'highway', name: 'Segunda Circular' },
    },
  ],
  places: [
    {
      type: 'point',
      coordinates: [[-9.139, 38.722]],
      properties: { kind: 'locality', name: 'Lisboa', min_zoom: 3, population_rank: 12 },
    },
  ],
};

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}
const zigzag = (n: number) => (n < 0 ? -2 * n - 1 : 2 * n);
const key = (field: number, wire: number) => varint(field * 8 + wire);
const bytesField = (field: number, data: number[]) => [
  ...key(field, 2),
  ...varint(data.length),
  ...data,
];
const varintField = (field: number, n: number) => [...key(field, 0), ...varint(n)];
const text = (s: string) => [...Buffer.from(s, 'utf8')];
const command = (id: number, count: number) => (id & 7) | (count << 3);

const EXTENT = 4096;

/** A feature's points in the tile's own coordinates. */
function project([lng, lat]: LngLat, z: number, x: number, y: number): [number, number] {
  const scale = 2 ** z * EXTENT;
  const sin = Math.sin((lat * Math.PI) / 180);
  const worldY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [Math.round(((lng + 180) / 360) * scale - x * EXTENT), Math.round(worldY - y * EXTENT)];
}

function geometry(type: Feature['type'], points: [number, number][]): number[] {
  const out: number[] = [];
  let cx = 0;
  let cy = 0;
  points.forEach(([px, py], i) => {
    if (i === 0) out.push(command(1, 1));
    if (i === 1) out.push(command(2, points.length - 1));
    out.push(zigzag(px - cx), zigzag(py - cy));
    cx = px;
    cy = py;
  });
  if (type === 'polygon') out.push(command(7, 1));
  return out;
}

/** One vector tile (MVT, version 2), uncompressed. */
function vectorTile(z: number, x: number, y: number): Buffer {
  type Drawn = { type: Feature['type']; points: [number, number][]; props: Feature['properties'] };
  const earth: Drawn = {
    type: 'polygon',
    points: [
      [0, 0],
      [EXTENT, 0],
      [EXTENT, EXTENT],
      [0, EXTENT],
    ],
    props: { kind: 'earth' },
  };
  const layers: [string, Drawn[]][] = [
    ['earth', [earth]],
    ...Object.entries(LAYERS).map(([name, features]): [string, Drawn[]] => [
      name,
      features.map((f) => ({
        type: f.type,
        points: f.coordinates.map((c) => project(c, z, x, y)),
        props: f.properties,
      })),
    ]),
  ];
  const tile: number[] = [];
  for (const [name, features] of layers) {
    const keys: string[] = [];
    const values: Value[] = [];
    const index = <T>(list: T[], item: T) => {
      const at = list.indexOf(item);
      return at >= 0 ? at : list.push(item) - 1;
    };
    const encoded = features.map((f) => {
      const tags = Object.entries(f.props).flatMap(([k, v]) => [index(keys, k), index(values, v)]);
      const type = { point: 1, line: 2, polygon: 3 }[f.type];
      const packedTags = tags.flatMap(varint);
      const packedGeometry = geometry(f.type, f.points).flatMap(varint);
      return [
        ...bytesField(2, packedTags),
        ...varintField(3, type),
        ...bytesField(4, packedGeometry),
      ];
    });
    const layer = [
      ...varintField(15, 2),
      ...bytesField(1, text(name)),
      ...encoded.flatMap((feature) => bytesField(2, feature)),
      ...keys.flatMap((k) => bytesField(3, text(k))),
      ...values.flatMap((v) =>
        bytesField(4, typeof v === 'string' ? bytesField(1, text(v)) : varintField(5, v)),
      ),
      ...varintField(5, EXTENT),
    ];
    tile.push(...bytesField(3, layer));
  }
  return Buffer.from(tile);
}

/** The Hilbert tile id of PMTiles version 3. */
function tileId(z: number, x: number, y: number): number {
  let acc = 0;
  for (let level = 0; level < z; level += 1) acc += 4 ** level;
  let d = 0;
  const xy = [x, y];
  for (let s = 2 ** (z - 1); s >= 1; s /= 2) {
    const rx = (xy[0]! & s) > 0 ? 1 : 0;
    const ry = (xy[1]! & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        xy[0] = s - 1 - xy[0]!;
        xy[1] = s - 1 - xy[1]!;
      }
      [xy[0], xy[1]] = [xy[1]!, xy[0]!];
    }
  }
  return acc + d;
}

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 2 ** z);
};

/** The archive's bytes: header, root directory, metadata, then the tiles in tile id order. */
export function pmtilesArchive(): Buffer {
  const [west, south, east, north] = FIXTURE_BOUNDS;
  const tiles: { id: number; data: Buffer }[] = [];
  for (let z = 0; z <= FIXTURE_MAX_ZOOM; z += 1) {
    for (let x = tileX(west, z); x <= tileX(east, z); x += 1) {
      for (let y = tileY(north, z); y <= tileY(south, z); y += 1) {
        tiles.push({ id: tileId(z, x, y), data: vectorTile(z, x, y) });
      }
    }
  }
  tiles.sort((a, b) => a.id - b.id);
  let last = 0;
  const directory = [
    ...varint(tiles.length),
    ...tiles.flatMap((t) => {
      const delta = t.id - last;
      last = t.id;
      return varint(delta);
    }),
    ...tiles.flatMap(() => varint(1)),
    ...tiles.flatMap((t) => varint(t.data.length)),
    // Each tile right after the one before: offset 0 means that, the first one's is 0 + 1.
    ...tiles.flatMap((_t, i) => varint(i === 0 ? 1 : 0)),
  ];
  const metadata = Buffer.from(
    JSON.stringify({
      name: 'Lisbon test fixture',
      vector_layers: ['earth', ...Object.keys(LAYERS)].map((id) => ({ id, fields: {} })),
    }),
  );
  const data = Buffer.concat(tiles.map((t) => t.data));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const dataOffset = metadataOffset + metadata.length;
  const u64 = (at: number, n: number) => header.writeBigUInt64LE(BigInt(n), at);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, dataOffset + data.length); // no leaf directories
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, data.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // directories not compressed
  header.writeUInt8(1, 98); // tiles not compressed
  header.writeUInt8(1, 99); // MVT
  header.writeUInt8(0, 100);
  header.writeUInt8(FIXTURE_MAX_ZOOM, 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(10, 118);
  header.writeInt32LE(e7(-9.139), 119);
  header.writeInt32LE(e7(38.722), 123);
  return Buffer.concat([header, Buffer.from(directory), metadata, data]);
}

/** Writes the archive to a new temporary directory; returns its path. */
export function writePmtilesFixture(name = 'lisbon.pmtiles'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-pmtiles-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, pmtilesArchive());
  return file;
}
