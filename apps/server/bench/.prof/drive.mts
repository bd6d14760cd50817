import autocannon from 'autocannon';
import { benchLogin } from '/work/main/apps/server/bench/login';
import { discoveryScenarios } from '/work/main/apps/server/bench/scenarios';
const port = 3460;
const who = process.argv[2];
const which = process.argv[3] ?? 'category listing';
const auth = who === 'member' ? await benchLogin(`http://127.0.0.1:${port}`, 'bench_price_mwx89ahb', 'Bench@123456', '10.30.0.9') : undefined;
const s = discoveryScenarios.find((d) => d.name.startsWith(which))!;
const r = await autocannon({ url: `http://127.0.0.1:${port}${s.path}`, method: s.method, connections: 32, duration: 8,
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...(auth ? { authorization: auth } : {}) },
  ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }) });
console.log(who, which, r.requests.average, r.latency.p99);
