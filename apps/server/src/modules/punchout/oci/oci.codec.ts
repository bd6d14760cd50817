import { fenToYuan, yuanToFen } from '@mall/shared';

/**
 * SAP OCI 5.0 (Open Catalog Interface) as this shop speaks it: the login parameters a buyer's SAP system
 * sends, and the `NEW_ITEM-*[n]` fields of the cart the browser posts back to its HOOK_URL.
 */

export type OciLogin = {
  username: string;
  password: string;
  hookUrl: string;
  /** The frame the return form posts into; _top when none is given. */
  returnTarget: string;
  /** FUNCTION=DETAIL with PRODUCTID: open one product (its SKU code). */
  detail: string | null;
  /** FUNCTION=VALIDATE with PRODUCTID and QUANTITY: re-price one item, sent straight back without a session. */
  validate: { productId: string; quantity: number } | null;
};

export class OciRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the login from the query or form fields (names are case-insensitive in practice: SAP sends upper case). */
export function readOciLogin(params: Record<string, unknown>): OciLogin {
  const get = (name: string) => {
    const key = Object.keys(params).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = key === undefined ? undefined : params[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const username = get('USERNAME');
  const password = get('PASSWORD');
  const hookUrl = get('HOOK_URL');
  if (!username || !password) throw new OciRefusal(401, '缺少 USERNAME 或 PASSWORD');
  if (!hookUrl) throw new OciRefusal(400, '缺少 HOOK_URL');
  const target = get('returntarget') || get('~TARGET') || '_top';
  if (!/^[\w-]{1,40}$/.test(target)) throw new OciRefusal(400, 'returntarget 不正确');
  const fn = get('FUNCTION').toUpperCase();
  let validate: OciLogin['validate'] = null;
  if (fn === 'VALIDATE') {
    const productId = get('PRODUCTID');
    if (!productId) throw new OciRefusal(400, 'VALIDATE 缺少 PRODUCTID');
    const quantity = get('QUANTITY') === '' ? 1 : Number(get('QUANTITY'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000)
      throw new OciRefusal(400, 'QUANTITY 应为 1 到 1000000 的整数');
    validate = { productId, quantity };
  }
  return {
    validate,
    username,
    password,
    hookUrl,
    returnTarget: target,
    detail: fn === 'DETAIL' ? get('PRODUCTID') || null : null,
  };
}

export type OciItem = {
  description: string;
  quantity: number;
  unit: string;
  unitPriceFen: number;
  vendorMat: string;
  manufactMat: string;
  manufactCode: string;
  matGroup: string;
  leadTimeDays: number;
  extProductId: string;
  longText: string;
};

/** The cart as OCI 5.0 fields: one `NEW_ITEM-…[n]` set per line, n from 1, and the return codes. */
export function ociFields(items: readonly OciItem[], returnTarget: string): Record<string, string> {
  const fields: Record<string, string> = { '~OkCode': 'ADDI', '~TARGET': returnTarget, '~CALLER': 'CTLG' };
  items.forEach((item, i) => {
    const n = i + 1;
    Object.assign(fields, {
      [`NEW_ITEM-DESCRIPTION[${n}]`]: item.description.slice(0, 40),
      [`NEW_ITEM-QUANTITY[${n}]`]: String(item.quantity),
      [`NEW_ITEM-UNIT[${n}]`]: item.unit,
      [`NEW_ITEM-PRICE[${n}]`]: fenToYuan(item.unitPriceFen),
      [`NEW_ITEM-PRICEUNIT[${n}]`]: '1',
      [`NEW_ITEM-CURRENCY[${n}]`]: 'CNY',
      [`NEW_ITEM-VENDORMAT[${n}]`]: item.vendorMat.slice(0, 40),
      [`NEW_ITEM-MANUFACTMAT[${n}]`]: item.manufactMat.slice(0, 40),
      [`NEW_ITEM-MANUFACTCODE[${n}]`]: item.manufactCode.slice(0, 10),
      [`NEW_ITEM-MATGROUP[${n}]`]: item.matGroup,
      [`NEW_ITEM-LEADTIME[${n}]`]: String(item.leadTimeDays),
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`]: item.extProductId,
      // The long text goes in 132-character lines, as OCI's LONGTEXT_n:132[] field.
      [`NEW_ITEM-LONGTEXT_${n}:132[]`]: item.longText,
    });
  });
  return fields;
}

/** Reads the lines back from OCI fields (the tests and a buyer simulator read what was posted). */
export function readOciFields(fields: Record<string, string>) {
  const lines: {
    quantity: number;
    unitPriceFen: number;
    vendorMat: string;
    extProductId: string;
    unit: string;
    description: string;
    manufactMat: string;
    manufactCode: string;
    matGroup: string;
  }[] = [];
  const at = (name: string, n: number) => fields[`NEW_ITEM-${name}[${n}]`] ?? '';
  for (let n = 1; fields[`NEW_ITEM-QUANTITY[${n}]`] !== undefined; n++)
    lines.push({
      quantity: Number(at('QUANTITY', n)),
      unitPriceFen: yuanToFen(at('PRICE', n)),
      vendorMat: at('VENDORMAT', n),
      extProductId: at('EXT_PRODUCT_ID', n),
      unit: at('UNIT', n),
      description: at('DESCRIPTION', n),
      manufactMat: at('MANUFACTMAT', n),
      manufactCode: at('MANUFACTCODE', n),
      matGroup: at('MATGROUP', n),
    });
  return lines;
}
