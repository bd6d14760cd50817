import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Proves scripts/table-reads.mjs (run by CI beside lint) refuses a domain reading another domain's table, by
// whatever path the import takes, and lets through what the record lists, same-domain reads, tests and seeders.
const script = path.resolve(import.meta.dirname, '../scripts/table-reads.mjs');
const modules = 'apps/server/src/modules';

function scratch(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'table-reads-'));
  const all: Record<string, string> = {
    'apps/server/tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true },
      include: ['src'],
    }),
    [`${modules}/identity/user/user.table.ts`]: 'export const users = { name: "users" };\n',
    [`${modules}/identity/user/user.service.ts`]: 'export const findUser = (id: number) => id;\n',
    [`${modules}/identity/user/index.ts`]:
      "export { users } from './user.table';\nexport { findUser } from './user.service';\n",
    [`${modules}/identity/company/company.service.ts`]:
      "import { users } from '../user/user.table';\nexport const c = users;\n",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const run = (dir: string) => spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });

describe('table-reads', () => {
  it('refuses another domain’s table through its index.ts or its .table file, unless recorded', () => {
    const throughIndex = scratch({
      [`${modules}/trade/order/order.service.ts`]:
        "import { findUser, users } from '../../identity/user';\nexport const o = [users, findUser];\n",
    });
    const refused = run(throughIndex);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'trade/order/order.service.ts: reads users ← identity/user/user.table.ts',
    );
    // A read function of the owner is what to use instead: alone, it passes.
    const viaFunction = scratch({
      [`${modules}/trade/order/order.service.ts`]:
        "import { findUser } from '../../identity/user';\nexport const o = findUser;\n",
    });
    expect(run(viaFunction).status).toBe(0);

    const direct = scratch({
      [`${modules}/trade/order/order.service.ts`]:
        "import { users } from '../../identity/user/user.table';\nexport const o = users;\n",
    });
    expect(run(direct).status).toBe(1);
    fs.writeFileSync(
      path.join(direct, 'scripts/table-reads.json'),
      JSON.stringify({ 'trade/order/order.service.ts': ['users ← identity/user/user.table.ts'] }),
    );
    expect(run(direct).status).toBe(0);
  });

  it('lets tests and seeders compose across domains', () => {
    const dir = scratch({
      [`${modules}/trade/order/order.test.ts`]:
        "import { users } from '../../identity/user';\nexport const t = users;\n",
      [`${modules}/trade/order/order.seed.ts`]:
        "import { users } from '../../identity/user';\nexport const s = users;\n",
    });
    const res = run(dir);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });
});
