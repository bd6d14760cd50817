CREATE TABLE "keyword_facets" (
	"query" text NOT NULL,
	"area" varchar(8) NOT NULL,
	"term" varchar(80) NOT NULL,
	"total" integer NOT NULL,
	"brands" json NOT NULL,
	"categories" json NOT NULL,
	"prices" json NOT NULL,
	"attrs" json NOT NULL,
	CONSTRAINT "keyword_facets_query_area_pk" PRIMARY KEY("query","area")
);
