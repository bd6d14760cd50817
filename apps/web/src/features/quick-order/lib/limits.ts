/**
 * A list of up to 500 lines takes longer than the 3 s every other call gets: about a second
 * on a busy server, more on a slow one.
 */
export const QUICK_ORDER_TIMEOUT_MS = 30_000;
