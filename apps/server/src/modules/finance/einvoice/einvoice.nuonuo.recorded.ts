import { expect } from 'vitest';
import { NuonuoProvider, nuonuoSign } from './einvoice.nuonuo';
import { NUONUO_CONFIG, NUONUO_ENVELOPE } from './einvoice.nuonuo.fixtures';
import type { NuonuoBlueLookup } from './einvoice.nuonuo-red';

// The 诺诺 adapter's tests against recorded answers: no call leaves the process.

/** A call the adapter made: its URL, headers and body. */
export type Sent = { url: URL; headers: Record<string, string>; body: string };
/** A recorded answer: JSON, a raw body (`{ raw }`), or an Error the call throws. */
export type Answer = object | { raw: string } | Error;

/** The error a fetch whose time ran out throws. */
export const timeout = () =>
  Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });

/** A provider whose HTTP answers `answers` in turn, at the recorded envelope's time; `sent` keeps the calls. */
export function recorded(answers: Answer[], blueOf?: NuonuoBlueLookup) {
  const sent: Sent[] = [];
  const http = (async (url: URL, init: RequestInit) => {
    sent.push({
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: String(init.body ?? ''),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no recorded answer left');
    if (answer instanceof Error) throw answer;
    if ('raw' in answer) return new Response(answer.raw, { status: 200 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const now = () => new Date(Number(NUONUO_ENVELOPE.timestamp) * 1000);
  return { sent, provider: new NuonuoProvider(NUONUO_CONFIG, '91350100M000100Y43', http, now, blueOf) };
}

/** The call carries the documented method and content byte for byte, signed for its own senid/nonce/timestamp. */
export function expectCall(sent: Sent | undefined, fixture: { method: string; content: string }) {
  expect(sent?.headers.method).toBe(fixture.method);
  expect(sent?.body).toBe(fixture.content);
  expect(sent?.headers.userTax).toBe('91350100M000100Y43');
  const q = sent!.url.searchParams;
  const envelope = { senid: q.get('senid')!, nonce: q.get('nonce')!, timestamp: q.get('timestamp')! };
  expect(sent?.headers['X-Nuonuo-Sign']).toBe(nuonuoSign(NUONUO_CONFIG, envelope, sent!.body));
}
