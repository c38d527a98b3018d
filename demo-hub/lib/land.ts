/**
 * Real coastlines for the offline map tiles: Natural Earth's 1:50m land (demo-hub/data/
 * land-50m.json, TopoJSON) decoded once into polygons of [lon, lat] rings, each with its bounding
 * box, and drawn per Web-Mercator tile with an even-odd fill (so lakes stay water).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Canvas, Rgba } from './png.ts';

type Ring = [number, number][];
interface LandPolygon {
  rings: Ring[];
  west: number;
  south: number;
  east: number;
  north: number;
}

interface Topology {
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: string; geometries?: { type: string; arcs: unknown }[]; arcs?: unknown }>;
}

let polygons: LandPolygon[] | null = null;

function decode(topology: Topology): LandPolygon[] {
  const { scale, translate } = topology.transform ?? { scale: [1, 1] as [number, number], translate: [0, 0] as [number, number] };
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): [number, number] => {
      if (topology.transform) {
        x += dx;
        y += dy;
        return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
      }
      return [dx, dy];
    });
  });
  const ring = (indexes: number[]): Ring => {
    const points: Ring = [];
    for (const index of indexes) {
      const arc = index < 0 ? [...arcs[~index]!].reverse() : arcs[index]!;
      arc.forEach((point, i) => {
        if (i > 0 || points.length === 0) points.push(point);
      });
    }
    return points;
  };
  const out: LandPolygon[] = [];
  const add = (rings: number[][]) => {
    const decoded = rings.map(ring);
    const outer = decoded[0] ?? [];
    const lons = outer.map((p) => p[0]);
    const lats = outer.map((p) => p[1]);
    out.push({ rings: decoded, west: Math.min(...lons), east: Math.max(...lons), south: Math.min(...lats), north: Math.max(...lats) });
  };
  for (const object of Object.values(topology.objects)) {
    const geometries = object.geometries ?? [object as { type: string; arcs: unknown }];
    for (const g of geometries) {
      if (g.type === 'Polygon') add(g.arcs as number[][]);
      else if (g.type === 'MultiPolygon') for (const p of g.arcs as number[][][]) add(p);
    }
  }
  return out;
}

function land(): LandPolygon[] {
  polygons ??= decode(JSON.parse(readFileSync(fileURLToPath(new URL('../data/land-50m.json', import.meta.url)), 'utf8')) as Topology);
  return polygons;
}

/** Web Mercator: lon/lat to world pixels at zoom z (256 px tiles). */
function project(lon: number, lat: number, z: number): [number, number] {
  const size = 256 * 2 ** z;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return [((lon + 180) / 360) * size, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size];
}

function tileBounds(z: number, x: number, y: number) {
  const n = 2 ** z;
  const lon = (px: number) => (px / n) * 360 - 180;
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / n))) * 180) / Math.PI;
  return { west: lon(x), east: lon(x + 1), north: lat(y), south: lat(y + 1) };
}

/** Even-odd scanline fill of several rings at once (outer rings and their holes), sampled at row centres. */
function fillRings(canvas: Canvas, rings: Ring[], colour: Rgba): void {
  const rows: number[][] = Array.from({ length: canvas.height }, () => []);
  for (const r of rings) {
    for (let i = 0; i < r.length; i++) {
      const [x1, y1] = r[i]!;
      const [x2, y2] = r[(i + 1) % r.length]!;
      if (y1 === y2) continue;
      // rows whose centre (row + 0.5) lies in [min, max) of this edge
      const first = Math.max(0, Math.ceil(Math.min(y1, y2) - 0.5));
      const last = Math.min(canvas.height - 1, Math.ceil(Math.max(y1, y2) - 0.5) - 1);
      for (let row = first; row <= last; row++) {
        const y = row + 0.5;
        rows[row]!.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
    }
  }
  rows.forEach((xs, row) => {
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const from = Math.max(0, Math.round(xs[i]!));
      const to = Math.min(canvas.width, Math.round(xs[i + 1]!));
      if (to > from) canvas.rect(from, row, to - from, 1, colour);
    }
  });
}

/** Draws the land of tile z/x/y onto a 256 px canvas; returns how many polygons touched it. */
export function drawLand(canvas: Canvas, z: number, x: number, y: number, colour: Rgba): number {
  const b = tileBounds(z, x, y);
  const originX = x * 256;
  const originY = y * 256;
  let drawn = 0;
  for (const p of land()) {
    if (p.east < b.west || p.west > b.east || p.north < b.south || p.south > b.north) continue;
    const rings = p.rings.map((r) =>
      r.map(([lon, lat]): [number, number] => {
        const [px, py] = project(lon, lat, z);
        return [px - originX, py - originY];
      }),
    );
    fillRings(canvas, rings, colour);
    drawn++;
  }
  return drawn;
}
