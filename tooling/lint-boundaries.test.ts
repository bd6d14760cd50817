import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves each layering rule of eslint.config.js once with a wrong import (style.md, rule of thumb 2).
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering lint rules', () => {
  it('refuses a server module reaching into another module past its index.ts, in its domain or another', async () => {
    const home = 'apps/server/src/modules/storefront/home/home.routes.ts';
    const count = async (code: string, file = home) => (await restrictedImportMessages(code, file)).length;
    // A sibling module of the same domain.
    expect(
      await count("import { SeoService } from '../seo/seo.service';\nexport const s = SeoService;\n"),
    ).toBe(1);
    expect(await count("import { SeoService } from '../seo';\nexport const s = SeoService;\n")).toBe(0);
    // A module of another domain: its index.ts, its tables and its ledgers only.
    const system =
      "import { SystemService } from '../../platform/system/system.service';\nexport const s = SystemService;\n";
    expect(await count(system)).toBe(1);
    expect(
      await count(
        "import { SystemService } from '../../platform/system';\nexport const s = SystemService;\n",
      ),
    ).toBe(0);
    expect(
      await count(
        "import { writeDraft } from '../../catalogue/catalogue-admin/product-writer';\nexport const w = writeDraft;\n",
      ),
    ).toBe(1);
    // Another domain's table: refused in running code (ask the owner for a read function), not in tests.
    const table =
      "import { skus } from '../../catalogue/catalogue/catalogue.table';\nexport const t = skus;\n";
    const tableRead = await restrictedImportMessages(table, home);
    expect(tableRead).toHaveLength(1);
    expect(tableRead[0]).toContain("storefront reads no other domain's table");
    expect(await count(table, 'apps/server/src/modules/storefront/home/home.service.test.ts')).toBe(0);
    expect(await count(table, 'apps/server/src/modules/storefront/home/home.seed.ts')).toBe(0);
    // Its own domain's table, past the sibling's front door: the narrow door.
    expect(
      await count(
        "import { skus } from '../catalogue/catalogue.table';\nexport const t = skus;\n",
        'apps/server/src/modules/catalogue/product/product.service.ts',
      ),
    ).toBe(0);
    // The top floor too.
    expect(
      await count(
        "import { orders } from '../../trade/order/order.table';\nexport const o = orders;\n",
        'apps/server/src/modules/punchout/order/outbound.ts',
      ),
    ).toBe(1);
    expect(
      await count(
        "import { debitCredit } from '../../finance/credit/credit.ledger';\nexport const d = debitCredit;\n",
      ),
    ).toBe(0);
    // From outside the modules (app.ts, the test kit): the module's index.ts.
    const app = 'apps/server/src/app.ts';
    expect(
      await count(
        "import { SystemService } from './modules/platform/system/system.service';\nexport const s = SystemService;\n",
        app,
      ),
    ).toBe(1);
    expect(
      await count(
        "import { SystemService } from './modules/platform/system';\nexport const s = SystemService;\n",
        app,
      ),
    ).toBe(0);
    const messages = await restrictedImportMessages(system, home);
    expect(messages[0]).toContain('through its index.ts');
  });

  it('refuses an upward domain import (domain order), lets downward and same-floor ones through', async () => {
    const domainOrder = async (code: string, file: string) =>
      (await restrictedImportMessages(code, file)).filter((m) => m.includes('Domain order'));
    const budgets =
      "import { returnBudgets } from '../../procurement/budget';\nexport const r = returnBudgets;\n";
    // trade sits below procurement: an upward arrow.
    const upward = await domainOrder(budgets, 'apps/server/src/modules/trade/order/order.lifecycle.ts');
    expect(upward).toHaveLength(1);
    expect(upward[0]).toContain('trade imports no higher domain');
    // identity sits below everything but platform and content.
    expect(
      await domainOrder(
        "import { PurchaseRequestService } from '../../procurement/purchase-request';\nexport const p = PurchaseRequestService;\n",
        'apps/server/src/modules/identity/company/company.service.ts',
      ),
    ).toHaveLength(1);
    expect(
      await domainOrder(
        "import { CartService } from '../../trade/cart';\nexport const c = CartService;\n",
        'apps/server/src/modules/catalogue/product/product.routes.ts',
      ),
    ).toHaveLength(1);
    // Downward: procurement uses trade, identity and catalogue; and along its floor, finance.
    const procurement = 'apps/server/src/modules/procurement/budget/budget.service.ts';
    for (const code of [
      "import { mergeHooks } from '../../trade/checkout';\nexport const m = mergeHooks;\n",
      "import { companyContextOf } from '../../identity/company';\nexport const c = companyContextOf;\n",
      "import { taxOf } from '../../finance/invoice';\nexport const t = taxOf;\n",
    ])
      expect(await restrictedImportMessages(code, procurement)).toHaveLength(0);
    // Past procurement's front door: still refused by the front-door rule.
    expect(
      await restrictedImportMessages(
        "import { budgetsOf } from '../../procurement/budget/budget.service';\nexport const b = budgetsOf;\n",
        'apps/server/src/modules/marketplace/shop/shop.service.ts',
      ),
    ).toHaveLength(1);
    // The allow-list of known upward imports is empty: the console's buyer detail, once on it, is refused too.
    const buyer = 'apps/server/src/modules/identity/buyer/buyer.service.ts';
    expect(
      await domainOrder("import { orders } from '../../trade/order';\nexport const o = orders;\n", buyer),
    ).toHaveLength(1);
    expect(await domainOrder(budgets, buyer)).toHaveLength(1);
    // Tests and seeders compose across domains.
    expect(await domainOrder(budgets, 'apps/server/src/modules/trade/order/order.test.ts')).toHaveLength(0);
  });

  it('keeps a domain plugin to its own and lower domains, through module front doors', async () => {
    const plugin = 'apps/server/src/modules/catalogue/catalogue.plugin.ts';
    const count = async (code: string) => (await restrictedImportMessages(code, plugin)).length;
    // Its own modules and lower domains, through their index.ts: allowed.
    expect(await count("import { BrandService } from './brand';\nexport const b = BrandService;\n")).toBe(0);
    expect(await count("import type { JobQueue } from '../platform';\nexport type J = JobQueue;\n")).toBe(0);
    expect(
      await count("import { UploadService } from '../content/upload';\nexport const u = UploadService;\n"),
    ).toBe(0);
    // Past a module's index.ts, its own or a lower domain's.
    expect(
      await count("import { BrandService } from './brand/brand.service';\nexport const b = BrandService;\n"),
    ).toBe(1);
    expect(
      await count(
        "import { SystemService } from '../platform/system/system.service';\nexport const s = SystemService;\n",
      ),
    ).toBe(1);
    // A higher domain, its front door or a module of it: refused (a higher domain registers a hook instead).
    expect(
      await count("import type { tradeDomain } from '../trade';\nexport type T = typeof tradeDomain;\n"),
    ).toBe(1);
    expect(
      await count(
        "import { HistoryService } from '../storefront/history';\nexport const h = HistoryService;\n",
      ),
    ).toBe(1);
  });

  it('refuses a module front door that exports a table, named or `export *`', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, {
        filePath: path.join(root, 'apps/server/src/modules/trade/order/index.ts'),
      });
      return (result?.messages ?? [])
        .filter((m) => m.ruleId === 'no-restricted-syntax')
        .map((m) => m.message);
    };
    const refused = [
      'A front door exports services, read functions and types, never a table: add a read function instead.',
    ];
    expect(await lint("export * from './order.table';\n")).toEqual(refused);
    expect(await lint("export { orders } from './order.table';\n")).toEqual(refused);
    expect(await lint("export { ordersOfBuyer } from './order.reads';\n")).toEqual([]);
  });

  it('keeps db/, lib/, plugins/ and config/ free of modules, and running code free of seed data', async () => {
    const intoModule =
      "import { SystemService } from '../modules/platform/system';\nexport const s = SystemService;\n";
    for (const file of ['apps/server/src/db/client.ts', 'apps/server/src/plugins/maintenance.ts']) {
      const messages = await restrictedImportMessages(intoModule, file);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('import no module');
    }
    const seedData =
      "import { DEMO_COMPANY } from '../../identity/company/company.seed';\nexport const c = DEMO_COMPANY;\n";
    const inService = await restrictedImportMessages(
      seedData,
      'apps/server/src/modules/catalogue/pricing/pricing.service.ts',
    );
    expect(inService.some((m) => m.includes('Running code imports no seed data'))).toBe(true);
    expect(
      await restrictedImportMessages(seedData, 'apps/server/src/modules/catalogue/pricing/pricing.seed.ts'),
    ).toHaveLength(0);
    const composition = "import { seedIfEmpty } from '../seed';\nexport const s = seedIfEmpty;\n";
    const layer = await restrictedImportMessages(composition, 'apps/server/src/lib/reply.ts');
    expect(layer.some((m) => m.includes('import no module and no seed; app.ts wires them'))).toBe(true);
  });

  it('reads process.env only in config/env.ts', async () => {
    const code = 'export const port = process.env.PORT;\n';
    const messages = async (file: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties');
    };
    const wrong = await messages('apps/server/src/modules/trade/order/order.service.ts');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.message).toContain('config/env.ts');
    expect(await messages('apps/server/src/config/env.ts')).toHaveLength(0);
  });

  it('refuses a web feature importing another feature', async () => {
    const wrong = "import { x } from '@/features/cart/api/get-cart';\nexport const y = x;\n";
    expect(
      await restrictedImportMessages(wrong, 'apps/web/src/features/home/components/floor.tsx'),
    ).toHaveLength(1);
    const right = "import { x } from '@/lib/request';\nexport const y = x;\n";
    expect(
      await restrictedImportMessages(right, 'apps/web/src/features/home/components/floor.tsx'),
    ).toHaveLength(0);
  });

  it('refuses a console feature importing another feature, and the console reaching into the storefront', async () => {
    const wrong = "import { x } from '@/features/orders/api/orders';\nexport const y = x;\n";
    expect(
      await restrictedImportMessages(wrong, 'apps/console/src/features/finance/components/invoice-table.tsx'),
    ).toHaveLength(1);
    const right = "import { x } from '@/lib/request';\nexport const y = x;\n";
    expect(
      await restrictedImportMessages(right, 'apps/console/src/features/finance/components/invoice-table.tsx'),
    ).toHaveLength(0);
    const crossing = "import { x } from '../../../web/src/lib/request';\nexport const y = x;\n";
    expect(await restrictedImportMessages(crossing, 'apps/console/src/app/app.tsx')).toHaveLength(1);
  });

  it('keeps the shared contract free of anything but zod', async () => {
    const wrong = "import fs from 'node:fs';\nexport const f = fs;\n";
    expect(await restrictedImportMessages(wrong, 'packages/shared/src/price.ts')).toHaveLength(1);
    const right = "import { z } from 'zod';\nexport const s = z.string();\n";
    expect(await restrictedImportMessages(right, 'packages/shared/src/price.ts')).toHaveLength(0);
  });

  it('lets the apps use @mall/client-kit, and keeps the kit free of app and server code', async () => {
    const kit =
      "import { createRequestClient } from '@mall/client-kit';\nexport const c = createRequestClient;\n";
    expect(await restrictedImportMessages(kit, 'apps/web/src/lib/request.ts')).toHaveLength(0);
    expect(await restrictedImportMessages(kit, 'apps/console/src/lib/request.ts')).toHaveLength(0);
    const wrong = [
      "import { t } from '@/locales/zh-CN';\nexport const x = t;\n",
      "import { toast } from '@mall/web/src/lib/toast';\nexport const x = toast;\n",
      "import { db } from '../../../apps/server/src/db/client';\nexport const x = db;\n",
    ];
    for (const code of wrong) {
      const messages = await restrictedImportMessages(code, 'packages/client-kit/src/request.ts');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('@mall/client-kit imports neither an app nor the server');
    }
    const right = "import { LIMITS } from '@mall/shared';\nexport const x = LIMITS;\n";
    expect(await restrictedImportMessages(right, 'packages/client-kit/src/request.ts')).toHaveLength(0);
  });
});
