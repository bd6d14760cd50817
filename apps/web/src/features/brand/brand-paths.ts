import { paths } from '@/config/paths';

/** A brand's own page: /brand?id={brandId} (the wall is /brand; see docs/decisions). */
export const brandHref = (id: number) => `${paths.brand.getHref()}?id=${id}`;
