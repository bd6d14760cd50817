CREATE TABLE "listing_facets" (
	"category_id" integer NOT NULL,
	"area" varchar(8) NOT NULL,
	"total" integer NOT NULL,
	"brands" json NOT NULL,
	"categories" json NOT NULL,
	"prices" json NOT NULL,
	"attrs" json NOT NULL,
	CONSTRAINT "listing_facets_category_id_area_pk" PRIMARY KEY("category_id","area")
);
