/** The last China day a quotation holds (YYYY-MM-DD), from its expiry instant (the next day's 00:00 China). */
export const validTo = (expiresAt: string) =>
  new Date(Date.parse(expiresAt) - 1 + 8 * 3600_000).toISOString().slice(0, 10);
