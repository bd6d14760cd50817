import { createToast } from '@mall/client-kit';

/** The console's one way to show a short message (2 s: operators read longer refusals). */
export const toast = createToast(2000);
