/** Shown where a licence image cannot be loaded: a grey frame with a picture mark. */
export const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="112" viewBox="0 0 160 112">' +
      '<rect width="160" height="112" fill="#f4f6f9"/>' +
      '<path d="M58 40h44v32H58z" fill="none" stroke="#c5ccd6" stroke-width="3"/>' +
      '<path d="M62 68l12-14 9 10 7-7 8 11" fill="none" stroke="#c5ccd6" stroke-width="3"/>' +
      '<circle cx="92" cy="49" r="3.5" fill="#c5ccd6"/></svg>',
  );
