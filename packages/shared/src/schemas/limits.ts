/**
 * Bounds every number a caller sends must respect before it reaches the database: ids and counts are
 * PostgreSQL `integer` (a larger value would fail there, not here), pages stop far beyond any real list.
 */
export const DB_INT_MAX = 2_147_483_647;
export const PAGE_NUM_MAX = 100_000;
