/**
 * A minimal RGBA raster with a PNG encoder (node:zlib), enough to draw real deck maps and map
 * tiles without an image dependency.
 */
import { deflateSync, crc32 } from 'node:zlib';

export type Rgba = [number, number, number, number?];

export function hex(colour: string, alpha = 255): Rgba {
  const n = parseInt(colour.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
}

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;

  constructor(width: number, height: number, background: Rgba = [255, 255, 255, 0]) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height * 4);
    this.rect(0, 0, width, height, background);
  }

  /** alpha-blends one pixel */
  set(x: number, y: number, [r, g, b, a = 255]: Rgba): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    const d = this.data;
    if (a >= 255 || d[i + 3] === 0) {
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
      d[i + 3] = Math.max(a, d[i + 3]!);
      return;
    }
    const t = a / 255;
    d[i] = Math.round(r * t + d[i]! * (1 - t));
    d[i + 1] = Math.round(g * t + d[i + 1]! * (1 - t));
    d[i + 2] = Math.round(b * t + d[i + 2]! * (1 - t));
    d[i + 3] = Math.max(a, d[i + 3]!);
  }

  rect(x: number, y: number, w: number, h: number, c: Rgba): this {
    for (let yy = Math.max(0, Math.floor(y)); yy < Math.min(this.height, Math.ceil(y + h)); yy++) {
      for (let xx = Math.max(0, Math.floor(x)); xx < Math.min(this.width, Math.ceil(x + w)); xx++) this.set(xx, yy, c);
    }
    return this;
  }

  /** outline of a rectangle, `t` pixels thick */
  frame(x: number, y: number, w: number, h: number, c: Rgba, t = 1): this {
    return this.rect(x, y, w, t, c)
      .rect(x, y + h - t, w, t, c)
      .rect(x, y, t, h, c)
      .rect(x + w - t, y, t, h, c);
  }

  circle(cx: number, cy: number, r: number, c: Rgba): this {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.set(x, y, c);
      }
    }
    return this;
  }

  /** even-odd scanline fill of a polygon */
  polygon(points: [number, number][], c: Rgba): this {
    const ys = points.map((p) => p[1]);
    for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(this.height - 1, Math.ceil(Math.max(...ys))); y++) {
      const xs: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [x1, y1] = points[i]!;
        const [x2, y2] = points[(i + 1) % points.length]!;
        if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
      xs.sort((a, b) => a - b);
      for (let i = 0; i + 1 < xs.length; i += 2) this.rect(xs[i]!, y, xs[i + 1]! - xs[i]!, 1, c);
    }
    return this;
  }

  toPng(): Buffer {
    const { width, height, data } = this;
    const raw = Buffer.alloc((width * 4 + 1) * height);
    for (let y = 0; y < height; y++) {
      raw[y * (width * 4 + 1)] = 0;
      raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 6; // RGBA
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0, 0);
  return Buffer.concat([len, typed, crc]);
}
