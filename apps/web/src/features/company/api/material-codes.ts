import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saveResponse } from '@mall/client-kit';
import {
  MATERIAL_CODE_OF_MAX,
  type MaterialCode,
  type MaterialCodeAddBody,
  type MaterialCodeImportResult,
  type MaterialCodeListBody,
  type MaterialCodePage,
  type MaterialCodeUpdateBody,
} from '@mall/shared';
import { http, request } from '@/lib/request';

/** The company's 物料编码 (客户物料编码) under /api/company/material-codes; every member reads them. */
const base = '/api/company/material-codes';

export const materialCodeKeys = {
  all: ['company', 'material-codes'] as const,
  list: (body: MaterialCodeListBody) => ['company', 'material-codes', body] as const,
  ofProduct: (productId: number) => ['company', 'material-codes', 'of', productId] as const,
};

/**
 * The products asked for in this tick, answered by one call per 100 (a listing's tiles each ask for their
 * product; the page makes one request).
 */
let batch: { ids: Set<number>; answer: Promise<Map<number, MaterialCode[]>> } | null = null;

function codesOfProduct(productId: number): Promise<MaterialCode[]> {
  if (!batch) {
    const ids = new Set<number>();
    const answer = new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
      batch = null;
      const all = [...ids];
      const chunks = Array.from({ length: Math.ceil(all.length / MATERIAL_CODE_OF_MAX) }, (_, i) =>
        all.slice(i * MATERIAL_CODE_OF_MAX, (i + 1) * MATERIAL_CODE_OF_MAX),
      );
      const found = new Map<number, MaterialCode[]>();
      for (const list of await Promise.all(
        chunks.map((productIds) => http.post<MaterialCode[]>(`${base}/of`, { productIds }, { silent: true })),
      ))
        for (const code of list) found.set(code.productId, [...(found.get(code.productId) ?? []), code]);
      return found;
    });
    batch = { ids, answer };
  }
  batch.ids.add(productId);
  return batch.answer.then((found) => found.get(productId) ?? []);
}

/** The company's codes for the SKUs of a product (none asked while `enabled` is false: not a member). */
export const useProductMaterialCodes = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: materialCodeKeys.ofProduct(productId),
    queryFn: () => codesOfProduct(productId),
    enabled,
    staleTime: 60_000,
  });

/** The company's code a search keyword is (written any way), or null; asked only for a member. */
export const useMaterialCodeMatch = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: [...materialCodeKeys.all, 'match', keyword] as const,
    queryFn: () => http.post<MaterialCode | null>(`${base}/match`, { keyword }, { silent: true }),
    enabled: enabled && keyword !== '',
    staleTime: 60_000,
  });

/** 管理员/采购员: gives a SKU the company's code. */
export const addMaterialCode = (body: MaterialCodeAddBody) => http.post<MaterialCode>(`${base}/add`, body);

/** A page of codes, by keyword over code, description, our SKU code, title and model. */
export const useMaterialCodes = (body: MaterialCodeListBody) =>
  useQuery({
    queryKey: materialCodeKeys.list(body),
    queryFn: () => http.post<MaterialCodePage>(`${base}/list`, body),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** 管理员/采购员: changes a code's text, description or conversion. */
export const updateMaterialCode = (body: MaterialCodeUpdateBody) =>
  http.post<unknown>(`${base}/update`, body);

/** 管理员/采购员: removes a code. */
export const deleteMaterialCode = (id: number) => http.post<null>(`${base}/delete`, { id });

/** Every code as .xlsx (物料编码, 商品编码, 描述, 换算), to change and import again; the saved name or null. */
export async function exportMaterialCodes(fallbackName: string) {
  const response = await request<Response>('GET', `${base}/export`, { raw: true }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}

/**
 * 管理员/采购员: imports an .xlsx (new codes added, known ones updated). A refused file rejects with a
 * RequestError whose `data` lists each wrong row; nothing was written.
 */
export function importMaterialCodes(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.post<MaterialCodeImportResult>(`${base}/import`, form);
}
