// `npm run audit`: npm audit of the production dependencies; fails on a high or critical advisory unless
// scripts/audit-allowlist.json names it with the reason it does not apply here. When the registry does not
// offer the advisory service (some mirrors answer 405), it says so and does not pretend to have checked.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const allow = JSON.parse(
  fs.readFileSync(process.env.AUDIT_ALLOWLIST ?? path.join(root, 'scripts/audit-allowlist.json'), 'utf8'),
);
// AUDIT_REPORT: read a saved `npm audit --json` report instead (the script's own test uses it).
const run = process.env.AUDIT_REPORT
  ? { stdout: fs.readFileSync(process.env.AUDIT_REPORT, 'utf8'), status: 0, stderr: '' }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit: no JSON report (exit ${run.status})\n${run.stderr}`);
  process.exit(1);
}
if (!report.vulnerabilities) {
  console.log(
    `npm audit: the advisory service did not answer (${report.statusCode ?? ''} ${report.message ?? ''}); not checked`,
  );
  process.exit(0);
}
const allowed = new Map(allow.map((a) => [a.package, a.why]));
const serious = Object.values(report.vulnerabilities).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
const open = serious.filter((v) => !allowed.has(v.name));
for (const v of serious)
  console.log(
    `${allowed.has(v.name) ? 'allowed' : 'FAIL   '} ${v.severity} ${v.name}${allowed.has(v.name) ? ` — ${allowed.get(v.name)}` : ''}`,
  );
console.log(
  `npm audit: ${Object.keys(report.vulnerabilities).length} advisories, ${serious.length} high or critical, ${open.length} not allowed`,
);
process.exit(open.length ? 1 : 0);
