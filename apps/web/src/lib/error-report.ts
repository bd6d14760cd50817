import { env } from '@/config/env';

/** Sends a client error to the logging host; never throws. */
export function reportError(error: unknown, info = ''): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  const body = {
    projectName: env.projectName,
    url: window.location.href.slice(0, 2000),
    currentTime: new Date().toISOString(),
    errorMessage: (err.message || err.name || 'Error').slice(0, 2000),
    errorInfo: `${err.stack ?? ''}${info ? `\n${info}` : ''}`.slice(0, 20_000),
  };
  return fetch(`${env.logBase}/api/log/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then(() => undefined)
    .catch((e: unknown) => console.warn('[report] could not send the error report', e));
}
