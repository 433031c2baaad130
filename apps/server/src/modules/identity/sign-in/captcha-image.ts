import { PNG } from 'pngjs';

/** Puzzle geometry, shared with the route schema and the tests. */
export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 160;
/** The piece image is a square box; the jigsaw shape sits inside it. */
export const PIECE_SIZE = 60;

type Rgb = [number, number, number];
type Random = () => number;

const clamp = (v: number) => Math.max(0, Math.min(v, 255));

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A float RGB canvas with alpha blending; converted to PNG at the end. */
class Canvas {
  readonly px: Float32Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
  }
  blend(x: number, y: number, [r, g, b]: Rgb, alpha: number) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || alpha <= 0) return;
    const i = (y * this.w + x) * 3;
    const px = this.px;
    px[i] = (px[i] ?? 0) * (1 - alpha) + r * alpha;
    px[i + 1] = (px[i + 1] ?? 0) * (1 - alpha) + g * alpha;
    px[i + 2] = (px[i + 2] ?? 0) * (1 - alpha) + b * alpha;
  }
  /** Fills a shape given by an inside test, 2x2 supersampled so edges are smooth. */
  fill(bbox: [number, number, number, number], inside: (x: number, y: number) => boolean, c: Rgb, a: number) {
    const [x0, y0, x1, y1] = bbox;
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(this.h - 1, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(this.w - 1, Math.ceil(x1)); x++) {
        let hits = 0;
        if (inside(x + 0.25, y + 0.25)) hits++;
        if (inside(x + 0.75, y + 0.25)) hits++;
        if (inside(x + 0.25, y + 0.75)) hits++;
        if (inside(x + 0.75, y + 0.75)) hits++;
        if (hits) this.blend(x, y, c, (a * hits) / 4);
      }
    }
  }
}

function inPolygon(points: [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A landscape-like scene: sky gradient, sun, hills, scattered shapes, a wave and grain. */
function drawBackground(rand: Random): Canvas {
  const c = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const hue = rand() * 360;
  const top = hsl(hue, 0.55 + rand() * 0.3, 0.35 + rand() * 0.2);
  const bottom = hsl((hue + 40 + rand() * 80) % 360, 0.5 + rand() * 0.3, 0.6 + rand() * 0.2);
  const angle = rand() * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * c.w + Math.abs(dy) * c.h;
  for (let y = 0; y < c.h; y++) {
    for (let x = 0; x < c.w; x++) {
      const t = Math.min(1, Math.max(0, ((x - c.w / 2) * dx + (y - c.h / 2) * dy) / span + 0.5));
      const i = (y * c.w + x) * 3;
      c.px[i] = top[0] + (bottom[0] - top[0]) * t;
      c.px[i + 1] = top[1] + (bottom[1] - top[1]) * t;
      c.px[i + 2] = top[2] + (bottom[2] - top[2]) * t;
    }
  }

  // Soft glows.
  for (let n = 0; n < 3; n++) {
    const [gx, gy, gr] = [rand() * c.w, rand() * c.h, 40 + rand() * 90];
    const glow = hsl((hue + rand() * 180) % 360, 0.7, 0.75);
    c.fill([gx - gr, gy - gr, gx + gr, gy + gr], (x, y) => Math.hypot(x - gx, y - gy) < gr, glow, 0.12);
    c.fill([gx - gr, gy - gr, gx + gr, gy + gr], (x, y) => Math.hypot(x - gx, y - gy) < gr * 0.6, glow, 0.12);
  }

  // Sun.
  const [sx, sy, sr] = [30 + rand() * (c.w - 60), 18 + rand() * 40, 12 + rand() * 14];
  c.fill(
    [sx - sr, sy - sr, sx + sr, sy + sr],
    (x, y) => Math.hypot(x - sx, y - sy) < sr,
    hsl(45, 0.9, 0.8),
    0.85,
  );

  // Scattered shapes: circles, rectangles, triangles.
  const shapes = 12 + Math.floor(rand() * 10);
  for (let n = 0; n < shapes; n++) {
    const color = hsl((hue + rand() * 360) % 360, 0.4 + rand() * 0.5, 0.3 + rand() * 0.5);
    const alpha = 0.25 + rand() * 0.45;
    const [cx, cy, size] = [rand() * c.w, rand() * c.h, 6 + rand() * 26];
    const kind = Math.floor(rand() * 3);
    if (kind === 0) {
      c.fill(
        [cx - size, cy - size, cx + size, cy + size],
        (x, y) => Math.hypot(x - cx, y - cy) < size,
        color,
        alpha,
      );
    } else {
      const turn = rand() * Math.PI;
      const corners = kind === 1 ? 4 : 3;
      const points: [number, number][] = Array.from({ length: corners }, (_, k) => {
        const a = turn + (k * 2 * Math.PI) / corners;
        return [cx + Math.cos(a) * size, cy + Math.sin(a) * size];
      });
      c.fill([cx - size, cy - size, cx + size, cy + size], (x, y) => inPolygon(points, x, y), color, alpha);
    }
  }

  // Hills: two or three layers of summed sines.
  const layers = 2 + Math.floor(rand() * 2);
  for (let l = 0; l < layers; l++) {
    const base = c.h * (0.55 + l * 0.14) + rand() * 10;
    const waves = Array.from({ length: 3 }, () => ({
      amp: 4 + rand() * 14,
      freq: (0.5 + rand() * 3) / c.w,
      phase: rand() * Math.PI * 2,
    }));
    // Sampled at the supersampling positions (x + 0.25, x + 0.75) once per column.
    const heights = Array.from(
      { length: c.w * 2 },
      (_, k) =>
        base +
        waves.reduce((sum, w) => sum + w.amp * Math.sin((k / 2 + 0.25) * w.freq * Math.PI * 2 + w.phase), 0),
    );
    const ridge = (x: number) => heights[Math.floor(x * 2)] ?? base;
    const color = hsl((hue + 120 + l * 25 + rand() * 30) % 360, 0.35 + rand() * 0.3, 0.45 - l * 0.1);
    c.fill([0, base - 50, c.w, c.h], (x, y) => y > ridge(x), color, 0.9);
  }

  // A wavy line across.
  const [wy, wa, wf, wp] = [20 + rand() * (c.h - 40), 6 + rand() * 14, (1 + rand() * 2) / c.w, rand() * 6];
  const lineColor = hsl((hue + 200) % 360, 0.6, 0.85);
  c.fill(
    [0, wy - wa - 3, c.w, wy + wa + 3],
    (x, y) => Math.abs(y - (wy + wa * Math.sin(x * wf * Math.PI * 2 + wp))) < 1.6,
    lineColor,
    0.55,
  );

  // Speckles rather than per-pixel grain: full grain makes the PNG about three times larger.
  for (let n = 0; n < 900; n++) {
    const [x, y] = [Math.floor(rand() * c.w), Math.floor(rand() * c.h)];
    c.blend(x, y, rand() < 0.5 ? [255, 255, 255] : [0, 0, 0], 0.1 + rand() * 0.2);
  }
  return c;
}

/**
 * The jigsaw shape in piece coordinates: a 40 px square with a knob on top and on the right,
 * and a socket cut into the left side. Returns the covered fraction of the pixel (0..1).
 */
export function pieceCoverage(x: number, y: number): number {
  let hits = 0;
  for (const [ox, oy] of [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ] as const) {
    if (insidePiece(x + ox, y + oy)) hits++;
  }
  return hits / 4;
}

function insidePiece(x: number, y: number): boolean {
  const body = x >= 8 && x <= 48 && y >= 16 && y <= 56;
  const topKnob = Math.hypot(x - 28, y - 16) <= 8;
  const rightKnob = Math.hypot(x - 48, y - 36) <= 8;
  const leftSocket = Math.hypot(x - 8, y - 36) <= 7;
  return (body && !leftSocket) || topKnob || rightKnob;
}

/** True for pixels of the piece within 2 px of its outline (drawn as a light rim). */
function onRim(x: number, y: number): boolean {
  if (pieceCoverage(x, y) === 0) return false;
  for (const [dx, dy] of [
    [-2, 0],
    [2, 0],
    [0, -2],
    [0, 2],
    [-1.4, -1.4],
    [1.4, 1.4],
    [-1.4, 1.4],
    [1.4, -1.4],
  ] as const) {
    if (!insidePiece(x + 0.5 + dx, y + 0.5 + dy)) return true;
  }
  return false;
}

export type CaptchaImages = { backgroundImage: string; pieceImage: string };

/**
 * Draws a fresh scene, cuts the piece at (offsetX, pieceY) and darkens the hole it leaves.
 * `rand` drives only the drawing; the secret offset comes from the caller.
 */
export function drawCaptcha(offsetX: number, pieceY: number, rand: Random = Math.random): CaptchaImages {
  const scene = drawBackground(rand);
  const bg = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });

  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const i = (y * CAPTCHA_WIDTH + x) * 3;
      const o = (y * CAPTCHA_WIDTH + x) * 4;
      let [r, g, b] = [scene.px[i] ?? 0, scene.px[i + 1] ?? 0, scene.px[i + 2] ?? 0];
      const [lx, ly] = [x - offsetX, y - pieceY];
      if (lx >= 0 && ly >= 0 && lx < PIECE_SIZE && ly < PIECE_SIZE) {
        const cover = pieceCoverage(lx, ly);
        if (cover > 0) {
          const p = (ly * PIECE_SIZE + lx) * 4;
          const rim = onRim(lx, ly);
          const lift = rim ? 0.55 : 0.08;
          piece.data[p] = clamp(r + (255 - r) * lift);
          piece.data[p + 1] = clamp(g + (255 - g) * lift);
          piece.data[p + 2] = clamp(b + (255 - b) * lift);
          piece.data[p + 3] = Math.round(cover * 255);
          // The hole: darkened, with a faint light rim so its outline reads like the piece's.
          const dark = rim ? 0.45 : 0.58;
          [r, g, b] = [r * (1 - dark * cover), g * (1 - dark * cover), b * (1 - dark * cover)];
          if (rim) [r, g, b] = [r + 40 * cover, g + 40 * cover, b + 40 * cover];
        }
      }
      bg.data[o] = clamp(r);
      bg.data[o + 1] = clamp(g);
      bg.data[o + 2] = clamp(b);
      bg.data[o + 3] = 255;
    }
  }
  const dataUrl = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
  return { backgroundImage: dataUrl(bg), pieceImage: dataUrl(piece) };
}
