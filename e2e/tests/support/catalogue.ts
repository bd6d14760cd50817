import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { tokensOf } from './sessions';

/** Helpers of the catalogue journeys: the seeded server's answers, read through its public API. */

type Envelope<T> = { code: number; msg: string; data: T };
export type Card = {
  productId: number;
  skuId: number;
  title: string;
  brandId: number;
  brandName: string;
  price: string;
};
export type SearchResult = {
  list: Card[];
  total: number;
  didYouMean: string | null;
  facets: {
    brands: { id: number; name: string; count: number }[];
    attributes: { name: string; values: { value: string; count: number }[] }[];
  };
};
export type Sku = {
  skuId: number;
  specValues: string[];
  spec: Record<string, string>;
  price: string;
  stock: number;
  available: boolean;
};
export type Detail = {
  productId: number;
  title: string;
  unit: string;
  moq: number;
  step: number;
  specAttrs: { name: string; values: string[] }[];
  skus: Sku[];
  area: { inArea: boolean };
};
export type CategoryNode = { id: number; title: string; parentId: number; children: CategoryNode[] };
export type Leaf = { first: CategoryNode; second: CategoryNode; leaf: CategoryNode };

export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  expect(res.ok(), `${method} ${url} → ${res.status()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

export const search = (request: APIRequestContext, body: Record<string, unknown>) =>
  api<SearchResult>(request, 'POST', '/api/product/search', { pageSize: 20, ...body });

export const detail = (request: APIRequestContext, id: number, areaCode = '0000') =>
  api<Detail>(request, 'GET', `/api/product/detail/${id}?areaCode=${areaCode}`);

export async function leaves(request: APIRequestContext): Promise<Leaf[]> {
  const tree = await api<CategoryNode[]>(request, 'POST', '/api/home/categories/getCategoryList', {});
  return tree.flatMap((first) =>
    first.children.flatMap((second) => second.children.map((leaf) => ({ first, second, leaf }))),
  );
}

/** The price as the storefront prints it (the specification: first 10 characters, rounded up to cents). */
export function shownPrice(value: string): string {
  const cut = Number(value.slice(0, 10));
  return `¥${(Math.ceil(Math.round(cut * 1e6) / 1e4) / 100).toFixed(2)}`;
}

/** Logs the demo buyer in through the API and hands the tokens to the browser; returns the access token. */
export async function loginDemo(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
): Promise<string> {
  const info = await tokensOf(request, 'buyer', 'demo', 'Demo@123456');
  await context.addCookies([
    { name: 'loginInfo', value: encodeURIComponent(JSON.stringify(info)), url: baseURL },
  ]);
  return String(info.accessToken);
}
