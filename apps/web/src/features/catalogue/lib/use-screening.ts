import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseScreening, writeScreening, type ScreeningState } from './screening-state';

export type ScreeningUpdate = (patch: Partial<ScreeningState>, options?: { keepPage?: boolean }) => void;

/** The panel state read from and written to the URL; every change but paging goes back to page 1. */
export function useScreening(): { state: ScreeningState; update: ScreeningUpdate; reset: () => void } {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseScreening(params), [params]);
  const update = useCallback<ScreeningUpdate>(
    (patch, options) => {
      setParams((current) => {
        const now = parseScreening(current);
        const next = { ...now, ...patch };
        if (!options?.keepPage && patch.page === undefined) next.page = 1;
        return writeScreening(current, next);
      });
    },
    [setParams],
  );
  const reset = useCallback(() => {
    setParams((current) =>
      writeScreening(current, {
        brandIds: [],
        attrs: {},
        priceMin: '',
        priceMax: '',
        inStock: false,
        sort: parseScreening(current).sort,
        page: 1,
        ranges: {},
      }),
    );
  }, [setParams]);
  return { state, update, reset };
}
