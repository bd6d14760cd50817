/** Query keys of purchase lists; `['purchase-list']` refreshes every list and detail after a change. */
export const purchaseListKeys = {
  all: ['purchase-list'] as const,
  lists: ['purchase-list', 'lists'] as const,
  detail: (id: number, areaCode: string) => ['purchase-list', 'detail', id, areaCode] as const,
};
