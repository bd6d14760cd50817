import type { Db } from '../../../db/client';
import type { ReceivedGoods } from './credit.billing';
import { CreditAdmin } from './credit.admin';
import { CreditBuyer } from './credit.buyer';

/**
 * Company credit (授信), its two audiences side by side: operators grant, change and suspend it, produce and
 * reissue statements and record repayments (`admin`); the company's 管理员 and 财务 see it, and its 财务
 * confirms or disputes statements (`company`).
 */
export class CreditService {
  readonly admin: CreditAdmin;
  readonly company: CreditBuyer;

  /** `received`: goods receipt's accepted quantities, which statements bill (fulfilment provides them). */
  constructor(db: Db, received: ReceivedGoods) {
    this.admin = new CreditAdmin(db, received);
    this.company = new CreditBuyer(db);
  }
}
