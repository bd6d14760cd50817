import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/audit.mjs on saved reports: high and critical advisories fail unless allow-listed with a reason.

const script = path.resolve(import.meta.dirname, '../scripts/audit.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
function run(report: object, allow: object[] = []) {
  const reportFile = path.join(dir, `r${Math.random()}.json`);
  const allowFile = path.join(dir, `a${Math.random()}.json`);
  fs.writeFileSync(reportFile, JSON.stringify(report));
  fs.writeFileSync(allowFile, JSON.stringify(allow));
  const res = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_REPORT: reportFile, AUDIT_ALLOWLIST: allowFile },
  });
  return { code: res.status, out: res.stdout + res.stderr };
}
const vuln = (name: string, severity: string) => ({ name, severity, via: [] });

describe('npm audit gate', () => {
  it('fails on a high advisory, passes when it is allow-listed with a reason, ignores moderate ones', () => {
    const report = { vulnerabilities: { a: vuln('a', 'high'), b: vuln('b', 'moderate') } };
    const failed = run(report);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('FAIL    high a');
    const allowed = run(report, [{ package: 'a', why: 'only the CLI uses the vulnerable path' }]);
    expect(allowed.code).toBe(0);
    expect(allowed.out).toContain('2 advisories, 1 high or critical, 0 not allowed');
  });

  it('says so when the advisory service does not answer', () => {
    const res = run({ statusCode: 405, message: '405 Method Not Allowed' });
    expect(res.code).toBe(0);
    expect(res.out).toContain('did not answer');
  });
});
