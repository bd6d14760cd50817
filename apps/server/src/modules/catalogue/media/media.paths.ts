/** URLs of the generated images (served by media.routes.ts); stored in rows and sent as previewPath. */
export const categoryIconPath = (id: number) => `/api/files/category/${id}.svg`;
export const categoryBackgroundPath = (id: number) => `/api/files/category-bg/${id}.svg`;
export const brandLogoPath = (id: number) => `/api/files/brand/${id}.svg`;
export const bannerImagePath = (n: number) => `/api/files/banner/${n}.svg`;
/** Product image; `view` 1–3 gives other angles for a gallery. */
export const productImagePath = (id: number, view = 0) =>
  view ? `/api/files/product/${id}-${view}.svg` : `/api/files/product/${id}.svg`;
