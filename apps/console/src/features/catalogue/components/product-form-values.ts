import type { AdminProduct, AdminProductSaveBody, AdminSkuDraft, AdminSpecAttribute } from '@mall/shared';

/** The product editor's form values: the save body with its SKUs as the form holds them. */
export type SkuRow = AdminSkuDraft;
export type ProductValues = Omit<AdminProductSaveBody, 'skus' | 'specs'> & {
  specs: AdminSpecAttribute[];
  skus: SkuRow[];
};

/** A new SKU row (the add button's). */
export const newSku = (): SkuRow => ({ spec: {}, code: '', price: '', stock: 0, areaStocks: [] });

/** A new product's starting values. */
export const EMPTY_PRODUCT: Partial<ProductValues> = {
  moq: 1,
  step: 1,
  specs: [],
  skus: [newSku()],
  salesAreaCodes: ['0000'],
  images: [],
  sceneIds: [],
  descriptionHtml: '',
  onShelf: true,
};

/** A saved product as the editor's values. */
export function toProductValues(p: AdminProduct): ProductValues {
  return {
    id: p.id,
    title: p.title,
    brandId: p.brandId,
    categoryId: p.categoryId,
    modelNo: p.modelNo,
    unit: p.unit,
    moq: p.moq,
    step: p.step,
    specs: p.specs,
    skus: p.skus.map((s) => ({
      id: s.id,
      spec: s.spec,
      code: s.code,
      price: s.price,
      marketPrice: s.marketPrice,
      stock: s.stock,
      areaStocks: s.areaStocks.map(({ areaCode, stock }) => ({ areaCode, stock })),
    })),
    salesAreaCodes: p.salesAreaCodes,
    images: p.images,
    descriptionHtml: p.descriptionHtml,
    sceneIds: p.sceneIds,
    onShelf: p.onShelf,
  };
}

/** The editor's values as the save body: unnamed specs dropped, codes and prices trimmed. */
export function toSaveBody(values: ProductValues, id: number | null): AdminProductSaveBody {
  return {
    ...values,
    id: id ?? undefined,
    specs: values.specs.filter((s) => s.name),
    skus: values.skus.map((s) => ({
      ...s,
      code: s.code.trim(),
      price: String(s.price).trim(),
      marketPrice: s.marketPrice ? String(s.marketPrice).trim() : undefined,
    })),
  };
}

export const yuanRule = { pattern: /^\s*\d{1,8}(\.\d{1,2})?\s*$/, message: '元，最多两位小数' };
