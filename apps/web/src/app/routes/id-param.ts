import { useSearchParams } from 'react-router';

/** The page's `?id=` as a positive whole number, or 0 where it is missing or not one. */
export function useIdParam(): number {
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  return /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}
