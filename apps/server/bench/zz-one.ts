import autocannon from 'autocannon';
import { benchLogin } from './login';
const base = 'http://127.0.0.1:3917';
async function main() {
  const auth = await benchLogin(base, process.argv[2]!, 'Bench@123456', '10.30.0.9');
  const who = process.argv[3];
  await new Promise((r) => setTimeout(r, 100));
  const r = await autocannon({ url: base + '/api/product/detail/1?areaCode=0000', connections: 32, duration: 8,
    headers: { 'accept-encoding': 'gzip', ...(who === 'member' ? { authorization: auth } : {}) } });
  console.log(who, r.requests.total, r.requests.average, r.latency.p99);
}
void main();
