import { eq } from 'drizzle-orm';
import { SELLER_TAX_MSG, type SellerTaxProfile, type SellerTaxProfileBody } from '@mall/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/secret-box';
import type { EinvoiceParty } from './einvoice.provider';
import { sellerTaxProfiles } from './einvoice.table';

type Row = typeof sellerTaxProfiles.$inferSelect;

/** The seller's particulars an invoice prints, and its 开票人 (drawer). */
const particulars = (r: Row) => ({
  name: r.name,
  address: r.address,
  phone: r.phone,
  bankName: r.bankName,
  bankAccount: r.bankAccount,
  drawer: r.drawer,
});

const toProfile = (r: Row): SellerTaxProfile => ({
  merchantId: r.merchantId,
  taxpayerId: r.taxpayerId,
  ...particulars(r),
  provider: r.provider,
  appKey: r.appKey,
  hasAppSecret: r.appSecretSealed !== '',
  hasAccessToken: r.accessTokenSealed !== '',
  updatedAt: r.updatedAt.toISOString(),
});

/** A seller's provider credentials, opened: only the issuing path reads them. */
export type ProviderCredentials = {
  provider: SellerTaxProfile['provider'];
  appKey: string;
  appSecret: string;
  accessToken: string;
};

/** The tax profiles of sellers: merchant 0 the platform's 自营 entity, else a shop's. */
export class SellerTaxProfileService {
  constructor(
    private readonly db: Db,
    /** Absent without SECRETS_KEY (production unset): then no secret can be kept. */
    private readonly box: SecretBox | undefined,
  ) {}

  /** The seller's profile as the console or portal shows it (secrets only as has…), or null. */
  async get(merchantId: number): Promise<SellerTaxProfile | null> {
    const row = await this.row(merchantId);
    return row ? toProfile(row) : null;
  }

  /** Writes the profile; a secret left blank keeps the one kept. 诺诺 needs its key, secret and token. */
  async save(merchantId: number, body: SellerTaxProfileBody): Promise<SellerTaxProfile> {
    const existing = await this.row(merchantId);
    const seal = (plain: string | undefined, kept: string) => {
      if (!plain) return kept;
      if (!this.box) throw badRequest(SELLER_TAX_MSG.SECRETS_KEY);
      return this.box.seal(plain);
    };
    const appSecretSealed = seal(body.appSecret, existing?.appSecretSealed ?? '');
    const accessTokenSealed = seal(body.accessToken, existing?.accessTokenSealed ?? '');
    if (body.provider === 'nuonuo' && (!body.appKey || !appSecretSealed || !accessTokenSealed))
      throw badRequest(SELLER_TAX_MSG.NUONUO_KEYS);
    const values = {
      taxpayerId: body.taxpayerId,
      name: body.name,
      address: body.address,
      phone: body.phone,
      bankName: body.bankName,
      bankAccount: body.bankAccount,
      drawer: body.drawer,
      provider: body.provider,
      appKey: body.appKey,
      appSecretSealed,
      accessTokenSealed,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(sellerTaxProfiles)
      .values({ merchantId, ...values })
      .onConflictDoUpdate({ target: sellerTaxProfiles.merchantId, set: values })
      .returning();
    return toProfile(row!);
  }

  /** The seller as an invoice names it, or null when it has no profile yet. */
  async party(merchantId: number): Promise<(EinvoiceParty & { drawer: string }) | null> {
    const r = await this.row(merchantId);
    if (!r) return null;
    return { taxId: r.taxpayerId, ...particulars(r) };
  }

  /** The provider and its opened credentials (issuing only; never answered to a caller). */
  async credentials(merchantId: number): Promise<ProviderCredentials | null> {
    const r = await this.row(merchantId);
    if (!r) return null;
    const open = (sealed: string) => (sealed && this.box ? this.box.open(sealed) : '');
    return {
      provider: r.provider,
      appKey: r.appKey,
      appSecret: open(r.appSecretSealed),
      accessToken: open(r.accessTokenSealed),
    };
  }

  private async row(merchantId: number) {
    const [row] = await this.db
      .select()
      .from(sellerTaxProfiles)
      .where(eq(sellerTaxProfiles.merchantId, merchantId));
    return row;
  }
}
