import { hash } from 'node:crypto';
import type { ProductCard } from '@mall/shared';
import { crc32, crcShift, deflatePiece, type PieceOf } from '../../../lib/gzip-pieces';

/** How many related cards a page shows. */
export const RELATED = 10;

/** A related card as the page shows it (checked against the wire schema) and its JSON text. */
export type RelatedCard = { productId: number; card: ProductCard; text: string };

/** A page's related cards as text and as a deflated piece, per list of best sellers and page left out. */
export type RelatedPart = {
  cards: RelatedCard[];
  text: string;
  piece: Buffer | null;
  tag: string;
  /** What the piece stands for (its text's UTF-8 bytes). */
  of: PieceOf;
};
const relatedParts = new WeakMap<readonly RelatedCard[], Map<number, RelatedPart>>();

/**
 * The related cards of product `id`'s page: the best sellers but itself, the first RELATED. Every page
 * outside the list shows the same cards, so a list has at most RELATED + 2 parts, made once each.
 */
export function relatedPart(bestSellers: readonly RelatedCard[], id: number): RelatedPart {
  let parts = relatedParts.get(bestSellers);
  if (!parts) relatedParts.set(bestSellers, (parts = new Map()));
  const key = bestSellers.some((c) => c.productId === id) ? id : -1;
  let part = parts.get(key);
  if (!part) {
    const cards = bestSellers.filter((c) => c.productId !== id).slice(0, RELATED);
    const text = `[${cards.map((c) => c.text).join(',')}]`;
    const bytes = Buffer.from(text);
    part = {
      cards,
      text,
      piece: deflatePiece(bytes),
      tag: digest(text),
      of: { crc: crc32(bytes), shift: crcShift(bytes.length), length: bytes.length },
    };
    parts.set(key, part);
  }
  return part;
}

// (crypto.hash: one call, no Hash stream object per answer.)
export const digest = (text: string) => hash('sha1', text, 'base64url');
