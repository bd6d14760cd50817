import { gunzipSync, inflateSync } from 'node:zlib';
import { compressSpliced, splicedBytes, type SplicedAnswer } from '../modules/catalogue/pricing';

/**
 * The texts a member's spliced answer goes out as: the plain bytes, and the deflate (zlib) and gzip forms
 * (made from the second member answer of a cut on) as a client inflates them (which checks their
 * Adler-32 and CRC-32). All must read as the same JSON.
 */
export function splicedTexts(answer: SplicedAnswer): { plain: string; inflated: string; gunzipped: string } {
  const plain = splicedBytes(answer).toString('utf8');
  compressSpliced(answer, 'deflate'); // a cut's first member answer goes plain
  const deflated = compressSpliced(answer, 'deflate');
  const gzipped = compressSpliced(answer, 'gzip');
  if (!deflated || !gzipped) throw new Error('no compressed form for a spliced answer');
  return {
    plain,
    inflated: inflateSync(deflated).toString('utf8'),
    gunzipped: gunzipSync(gzipped).toString('utf8'),
  };
}
