/**
 * Where the journeys' servers listen. Each Playwright worker (its `parallelIndex`) has a server and an
 * embedded database of its own: journeys of different files run side by side without sharing a cart, an
 * order list or a setting. E2E_WORKERS=1 runs them one after another on one server, as before.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server with the real slide captcha (the captcha journey). */
export const CAPTCHA_PORT = MAIN_PORT + 1;

export const journeyPort = (parallelIndex: number): number =>
  parallelIndex === 0 ? MAIN_PORT : MAIN_PORT + 1 + parallelIndex;

export const journeyOrigin = (parallelIndex: number): string =>
  `http://127.0.0.1:${journeyPort(parallelIndex)}`;
