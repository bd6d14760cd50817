-- Issue 51: a plain category listing's numeric-attribute bounds are prepared with its facets when products are
-- written, from each index row's own bounds, instead of being computed over every product of the category on
-- a cold page. Existing rows get their bounds here; the prepared listings are dropped and prepared again on the
-- next start (prepareFacetsIfMissing), now with their bounds.
ALTER TABLE product_search ADD COLUMN ranges jsonb;
--> statement-breakpoint
ALTER TABLE listing_facets ADD COLUMN ranges json NOT NULL DEFAULT '[]'::json;
--> statement-breakpoint
UPDATE product_search s SET ranges = r.ranges
FROM (
  SELECT product_id, jsonb_agg(jsonb_build_array(attribute_id, lo, hi) ORDER BY attribute_id) AS ranges
  FROM (
    SELECT product_id, attribute_id::int AS attribute_id, min(min_value)::text AS lo, max(max_value)::text AS hi
    FROM sku_attribute_values
    WHERE problem IS NULL AND (min_value IS NOT NULL OR max_value IS NOT NULL)
    GROUP BY 1, 2
  ) v
  GROUP BY 1
) r
WHERE r.product_id = s.product_id;
--> statement-breakpoint
DELETE FROM listing_facets;
