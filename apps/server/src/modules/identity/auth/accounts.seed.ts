import type { Seeder } from '../../../db/seeder';
import { hashPassword } from '../../../lib/password';
import { OperatorRepository } from '../operator';
import { UserRepository } from '../user';

const DEMO_BUYER = { username: 'demo', password: 'Demo@123456', mobile: '13800138000' } as const;
const DEMO_OPERATOR = { username: 'admin', password: 'Admin@123456', role: '超级管理员' } as const;
/** One demo operator per other role, so each console menu set can be tried. */
export const DEMO_ROLE_OPERATORS = [
  { username: 'yunying', password: 'Yunying@123456', role: '运营', name: '运营专员' },
  { username: 'caiwu', password: 'Caiwu@123456', role: '财务', name: '财务专员' },
  { username: 'shangpin', password: 'Shangpin@123456', role: '商品', name: '商品专员' },
] as const;

/** Demo accounts (README): buyer demo with a company, operator admin (超级管理员) and one per other role. None in production. */
export const accountsSeeder: Seeder = {
  name: 'demo accounts',
  async run({ db, env, log }) {
    if (env.NODE_ENV === 'production') return;
    const users = new UserRepository(db);
    if (!(await users.byUsername(DEMO_BUYER.username))) {
      await users.insert({
        username: DEMO_BUYER.username,
        mobile: DEMO_BUYER.mobile,
        passwordHash: await hashPassword(DEMO_BUYER.password),
        companyName: '上海示范机电设备有限公司',
        name: '王采购',
        email: 'demo@demo.example',
        emailConfirmedAt: new Date(),
        position: '采购经理',
      });
    }
    const operators = new OperatorRepository(db);
    if (!(await operators.byUsername(DEMO_OPERATOR.username))) {
      await operators.insert({
        username: DEMO_OPERATOR.username,
        passwordHash: await hashPassword(DEMO_OPERATOR.password),
        name: '平台管理员',
        role: DEMO_OPERATOR.role,
      });
    }
    for (const demo of DEMO_ROLE_OPERATORS) {
      if (await operators.byUsername(demo.username)) continue;
      await operators.insert({
        username: demo.username,
        passwordHash: await hashPassword(demo.password),
        name: demo.name,
        role: demo.role,
      });
    }
    log(
      'demo accounts: buyer demo / Demo@123456, operators admin / Admin@123456 (超级管理员), ' +
        'yunying / Yunying@123456 (运营), caiwu / Caiwu@123456 (财务), shangpin / Shangpin@123456 (商品)',
    );
  },
};
