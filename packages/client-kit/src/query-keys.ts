/**
 * The query keys of a list feature: `all` (refreshed after a change), a page of the list by its body, one
 * record by its id or number.
 */
export const listKeys = <L, D = number>(name: string) => ({
  all: [name] as const,
  list: (body: L) => [name, 'list', body] as const,
  detail: (id: D) => [name, 'detail', id] as const,
});
