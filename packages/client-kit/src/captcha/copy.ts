import { AUTH_MSG } from '@mall/shared';

/** Words of the captcha popup (Simplified Chinese). */
export const captchaCopy = {
  title: '安全验证',
  hint: '向右拖动滑块完成拼图',
  loading: '加载中…',
  refresh: '换一张',
  failed: AUTH_MSG.CAPTCHA_FAILED,
  unavailable: '安全验证暂不可用，请稍后再试',
};
