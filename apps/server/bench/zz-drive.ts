import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { benchLogin } from './login';
const port = 3917;
const base = `http://127.0.0.1:${port}`;
const cpu = (pid: string) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // ms
};
async function main() {
  const pid = process.argv[4]!;
  const auth = await benchLogin(base, process.argv[2]!, 'Bench@123456', '10.30.0.9');
  const which = process.argv[3] ?? 'detail';
  const s =
    which === 'detail'
      ? { method: 'GET', path: '/api/product/detail/1?areaCode=0000' }
      : which === 'listing'
        ? {
            method: 'POST',
            path: '/api/product/search',
            body: JSON.stringify({ categoryId: 19, brandIds: [1, 2, 3, 16], attrs: { 材质: ['不锈钢', '碳钢'] }, sort: 'default', pageNum: 1, pageSize: 20, areaCode: '0000' }),
          }
        : { method: 'POST', path: '/api/product/search', body: JSON.stringify({ keyword: '螺丝刀', pageNum: 1, pageSize: 20, areaCode: '0000' }) };
  for (const who of ['visitor', 'member', 'visitor', 'member', 'visitor', 'member']) {
    const c0 = cpu(pid);
    const r = await autocannon({
      url: base + s.path,
      method: s.method as 'GET',
      connections: 32,
      duration: 4,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...(who === 'member' ? { authorization: auth } : {}) },
      ...(s.body ? { body: s.body } : {}),
    });
    const used = cpu(pid) - c0;
    console.log(which, who.padEnd(8), 'rps', r.requests.average.toFixed(0).padStart(6), 'p99', String(r.latency.p99).padStart(5), 'cpu µs/req', ((used * 1000) / r.requests.total).toFixed(0), r.non2xx);
  }
}
void main();
