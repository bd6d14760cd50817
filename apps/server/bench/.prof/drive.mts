import autocannon from 'autocannon';
import { prepareTraffic, trafficCalls } from '../traffic';
const which = process.argv[2] ?? 'category listing';
const dist = (process.argv[3] ?? 'uniform') as 'uniform' | 'zipf';
const seconds = Number(process.argv[4] ?? 10);
const port = Number(process.env.PORT ?? 4301);
const prepared = await prepareTraffic('postgres://postgres@127.0.0.1:5432/mall_bench', '/tmp/x');
const call = trafficCalls.find((c) => c.name === which)!;
const next = call.draw(prepared, dist, Number(process.env.SEED ?? 7));
const H = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 32, duration: seconds, headers: H,
  requests: [{ setupRequest: (req: any) => { const d = next(); return { ...req, method: d.method, path: d.path, body: d.body, headers: H }; } }] });
console.log(which, dist, 'rps', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'errors', r.errors + r.non2xx);
