import { createHash, randomBytes } from 'node:crypto';
import type { SlideAnswer, SlideChallenge } from '@mall/shared';
import { callAliyunRpc, type AliyunCredentials } from '../../../lib/aliyun-rpc';
import type { EphemeralStore } from '../../../lib/store';
import { PIECE_SIZE, renderSlide, SLIDE_HEIGHT, SLIDE_WIDTH } from './slide-image';

/** Checks one captchaVerifyParam. Answers false for a failed check; throws only on infrastructure errors. */
export interface CaptchaProvider {
  readonly name: 'slide' | 'test' | 'aliyun';
  verify(captchaVerifyParam: string, sceneId?: string): Promise<boolean>;
}

/** CAPTCHA_PROVIDER=test: accepts any param (like reCAPTCHA's test keys). Refused in production by env.ts. */
export class TestCaptchaProvider implements CaptchaProvider {
  readonly name = 'test' as const;
  async verify(): Promise<boolean> {
    return true;
  }
}

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** Allowed distance in px between the dropped piece and the gap. */
const SLIDE_TOLERANCE = 6;
const MIN_DURATION_MS = 250;
const MAX_DURATION_MS = 30_000;

type StoredChallenge = { gapX: number; gapY: number; issuedAt: number };

/** Our own slide captcha: raster challenge, then offset, duration and drag-track checks (one attempt each). */
export class SlideCaptchaProvider implements CaptchaProvider {
  readonly name = 'slide' as const;
  constructor(private readonly store: EphemeralStore) {}

  /** A fresh challenge: background with the gap, the piece, and the piece's row. */
  async create(): Promise<SlideChallenge> {
    const images = renderSlide();
    const token = randomBytes(18).toString('base64url');
    const stored: StoredChallenge = { gapX: images.gapX, gapY: images.gapY, issuedAt: Date.now() };
    await this.store.set(`captcha:slide:${token}`, JSON.stringify(stored), CHALLENGE_TTL_MS);
    return {
      token,
      width: SLIDE_WIDTH,
      height: SLIDE_HEIGHT,
      background: images.background,
      piece: images.piece,
      pieceSize: PIECE_SIZE,
      pieceY: images.gapY,
    };
  }

  async verify(captchaVerifyParam: string): Promise<boolean> {
    let answer: SlideAnswer;
    try {
      answer = JSON.parse(captchaVerifyParam) as SlideAnswer;
    } catch {
      return false;
    }
    if (typeof answer?.token !== 'string' || answer.token.length > 64) return false;
    // One attempt per challenge: a failed drag needs a new picture.
    const raw = await this.store.take(`captcha:slide:${answer.token}`);
    if (!raw) return false;
    const challenge = JSON.parse(raw) as StoredChallenge;
    return plausibleSlide(answer, challenge.gapX);
  }
}

/** Offset within tolerance, human duration, and a track that moves like a hand rather than a script. */
export function plausibleSlide(answer: SlideAnswer, gapX: number): boolean {
  const { x, duration, track } = answer;
  if (typeof x !== 'number' || typeof duration !== 'number' || !Array.isArray(track)) return false;
  if (Math.abs(x - gapX) > SLIDE_TOLERANCE) return false;
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false;
  if (track.length < 5 || track.length > 2000) return false;
  let prevT = -1;
  let prevX = 0;
  const dxs = new Set<number>();
  const ys = new Set<number>();
  for (const point of track) {
    if (!Array.isArray(point) || point.length !== 3 || !point.every((n) => Number.isFinite(n))) return false;
    const [px, py, pt] = point;
    if (pt < prevT) return false;
    if (prevT >= 0 && Math.abs(px - prevX) > 120) return false; // a jump, not a drag
    if (prevT >= 0) dxs.add(Math.round(px - prevX));
    ys.add(Math.round(py));
    prevT = pt;
    prevX = px;
  }
  const first = track[0]!;
  const last = track[track.length - 1]!;
  if (first[0] > 15) return false;
  if (Math.abs(last[0] - x) > 8) return false;
  if (last[2] > duration + 100) return false;
  // A script moving in identical straight steps is not a hand.
  return dxs.size >= 2 || ys.size >= 2;
}

/**
 * Alibaba Cloud Captcha 2.0 server-side check (VerifyIntelligentCaptcha). A captchaVerifyParam is single
 * use: a replay is refused here before it reaches the service.
 */
export class AliyunCaptchaProvider implements CaptchaProvider {
  readonly name = 'aliyun' as const;
  constructor(
    private readonly store: EphemeralStore,
    private readonly opts: { endpoint: string; credentials: AliyunCredentials; sceneId: string },
  ) {}

  async verify(captchaVerifyParam: string, sceneId?: string): Promise<boolean> {
    const digest = createHash('sha256').update(captchaVerifyParam).digest('hex');
    if (!(await this.store.setIfAbsent(`captcha:aliyun:used:${digest}`, '1', 10 * 60 * 1000))) return false;
    const answer = await callAliyunRpc<{
      Code?: string;
      Success?: boolean;
      Result?: { VerifyResult?: boolean; VerifyCode?: string };
    }>({
      endpoint: this.opts.endpoint,
      action: 'VerifyIntelligentCaptcha',
      version: '2023-03-05',
      credentials: this.opts.credentials,
      params: {
        CaptchaVerifyParam: captchaVerifyParam,
        ...(sceneId || this.opts.sceneId ? { SceneId: sceneId || this.opts.sceneId } : {}),
      },
    });
    return answer.Result?.VerifyResult === true;
  }
}
