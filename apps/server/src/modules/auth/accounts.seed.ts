import type { Seeder } from '../../db/seed';
import { hashPassword } from '../../lib/password';
import { OperatorRepository } from '../operator';
import { UserRepository } from '../user';

export const DEMO_BUYER = { username: 'demo', password: 'Demo@123456', mobile: '13800138000' } as const;
export const DEMO_OPERATOR = { username: 'admin', password: 'Admin@123456', role: '超级管理员' } as const;

/** Demo accounts (README): buyer demo with a company, operator admin (超级管理员). None in production. */
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
        email: 'demo@example.com',
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
    log('demo accounts: buyer demo / Demo@123456, operator admin / Admin@123456');
  },
};
