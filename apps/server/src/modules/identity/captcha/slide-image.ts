import { randomInt } from 'node:crypto';
import { encodePng, pngDataUrl } from './png';

export const SLIDE_WIDTH = 360;
export const SLIDE_HEIGHT = 180;
export const PIECE_SIZE = 60;

/** Jigsaw piece shape inside its PIECE_SIZE box: a square with a knob on top and one on the right. */
function inPiece(x: number, y: number): boolean {
  const inBody = x >= 4 && x <= 46 && y >= 14 && y <= 56;
  const topKnob = (x - 25) ** 2 + (y - 14) ** 2 <= 64;
  const rightKnob = (x - 46) ** 2 + (y - 35) ** 2 <= 64;
  return inBody || topKnob || rightKnob;
}

function onEdge(x: number, y: number): boolean {
  if (!inPiece(x, y)) return false;
  return !inPiece(x - 1, y) || !inPiece(x + 1, y) || !inPiece(x, y - 1) || !inPiece(x, y + 1);
}

const rand = (min: number, max: number) => randomInt(min, max + 1);

/** Paints a random scene of soft shapes over a gradient, so each challenge looks different. */
function paintBackground(w: number, h: number): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  const hue = [rand(40, 200), rand(60, 200), rand(80, 220)] as const;
  const hue2 = [rand(40, 200), rand(60, 200), rand(80, 220)] as const;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      const i = (y * w + x) * 4;
      px[i] = hue[0] * (1 - t) + hue2[0] * t;
      px[i + 1] = hue[1] * (1 - t) + hue2[1] * t;
      px[i + 2] = hue[2] * (1 - t) + hue2[2] * t;
      px[i + 3] = 255;
    }
  const shapes = rand(18, 28);
  for (let s = 0; s < shapes; s++) {
    const color = [rand(0, 255), rand(0, 255), rand(0, 255)] as const;
    const alpha = rand(25, 60) / 100;
    const cx = rand(0, w);
    const cy = rand(0, h);
    const r = rand(10, 55);
    const square = randomInt(2) === 0;
    for (let y = Math.max(0, cy - r); y < Math.min(h, cy + r); y++)
      for (let x = Math.max(0, cx - r); x < Math.min(w, cx + r); x++) {
        if (!square && (x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        const i = (y * w + x) * 4;
        for (let c = 0; c < 3; c++) px[i + c] = (px[i + c] ?? 0) * (1 - alpha) + color[c]! * alpha;
      }
  }
  return px;
}

/** Grain over the finished picture, so no pixel keeps an exact, searchable value. */
function addNoise(px: Uint8Array, amount: number): void {
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3] === 0) continue;
    const n = randomInt(-amount, amount + 1);
    for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, (px[i + c] ?? 0) + n));
  }
}

export type SlideImages = { background: string; piece: string; gapX: number; gapY: number };

/** Renders a background with a puzzle gap at a random position and the matching piece (PNG data URLs). */
export function renderSlide(): SlideImages {
  const w = SLIDE_WIDTH;
  const h = SLIDE_HEIGHT;
  const bg = paintBackground(w, h);
  const gapX = rand(100, w - PIECE_SIZE - 6);
  const gapY = rand(6, h - PIECE_SIZE - 6);
  const piece = new Uint8Array(PIECE_SIZE * PIECE_SIZE * 4);
  for (let y = 0; y < PIECE_SIZE; y++)
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!inPiece(x, y)) continue;
      const bi = ((gapY + y) * w + gapX + x) * 4;
      const pi = (y * PIECE_SIZE + x) * 4;
      const edge = onEdge(x, y);
      for (let c = 0; c < 3; c++) {
        const v = bg[bi + c] ?? 0;
        piece[pi + c] = edge ? 255 : Math.min(255, v * 1.05 + 6);
        bg[bi + c] = edge ? 230 : v * 0.45;
      }
      piece[pi + 3] = 255;
    }
  addNoise(bg, 10);
  addNoise(piece, 6);
  return {
    background: pngDataUrl(encodePng(w, h, bg)),
    piece: pngDataUrl(encodePng(PIECE_SIZE, PIECE_SIZE, piece)),
    gapX,
    gapY,
  };
}
