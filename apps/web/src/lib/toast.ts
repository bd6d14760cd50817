import { createToast } from '@mall/client-kit';
import { LIMITS } from '@mall/shared';

/** The storefront's one way to show a short message; toasts last 1000 ms. */
export const toast = createToast(LIMITS.TOAST_MS);
