CREATE TABLE "job_ticks" (
	"name" varchar(60) NOT NULL,
	"slot" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ticks_name_slot_pk" PRIMARY KEY("name","slot")
);
