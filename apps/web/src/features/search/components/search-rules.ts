import { paths } from '@/config/paths';

/** Search box rules of the specification: the keyword is trimmed; empty means no search. */
export function normalizeKeyword(raw: string): string {
  return raw.trim();
}

export function searchHref(keyword: string): string {
  return paths.search.getHref(keyword);
}
