import { createContext, type ReactNode } from 'react';
import type { ProductCard } from '@mall/shared';

/**
 * Something the app composes onto every listing tile from another feature (the 对比 check box of product
 * comparison). Rendered beside the tile's link, never inside it: a control inside a link would open the
 * product when clicked.
 */
export const TileExtraContext = createContext<((product: ProductCard) => ReactNode) | null>(null);

/**
 * A line of text the app composes into every listing tile from another feature (the company's 物料编码 of the
 * product), under the brand and model. Text only: it sits inside the tile's link.
 */
export const TileNoteContext = createContext<((product: ProductCard) => ReactNode) | null>(null);
