import { gunzipSync } from 'node:zlib';
import { gzipSpliced, joinPieces, type SplicedAnswer } from '../modules/catalogue/pricing';

/**
 * The texts a member's spliced answer goes out as: the plain bytes, and the gzip form (made from the
 * second member answer of a cut on) as a client inflates it. Both must read as the same JSON.
 */
export function splicedTexts(answer: SplicedAnswer): { plain: string; inflated: string } {
  const plain = joinPieces(answer.pieces).toString('utf8');
  gzipSpliced(answer); // a cut's first member answer goes plain
  const gzipped = gzipSpliced(answer);
  if (!gzipped) throw new Error('no gzip form for a spliced answer');
  return { plain, inflated: gunzipSync(gzipped).toString('utf8') };
}
