-- Trigram indexes make the catalog's substring search an index lookup (a trusted extension since
-- PostgreSQL 13: a database owner may create it; PGlite loads it at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "rfq_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_events_status_check" CHECK (status IN ('draft', 'submitted', 'under_review', 'quoted', 'closed'))
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
-- json keeps a specification map's keys in the order they were written (jsonb sorts them).
ALTER TABLE "products" ALTER COLUMN "specifications" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DATA TYPE json USING "specifications"::json;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "specifications" SET DEFAULT '{}'::json;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "facets" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_weeks" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_price" numeric(14, 4) GENERATED ALWAYS AS (CASE category WHEN 'solar_modules' THEN round(price / nullif((facets->>'powerW')::numeric * 1, 0), 4) WHEN 'inverters' THEN round(price / nullif((facets->>'acPowerKW')::numeric * 1000, 0), 4) WHEN 'storage' THEN round(price / nullif((facets->>'usableEnergyKWh')::numeric * 1, 0), 4) END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_order" integer GENERATED ALWAYS AS (CASE category WHEN 'solar_modules' THEN 1 WHEN 'inverters' THEN 2 WHEN 'storage' THEN 3 WHEN 'balance_of_system' THEN 4 WHEN 'switchgear' THEN 5 END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || manufacturer || ' ' || model)) STORED;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rfq_events" ADD CONSTRAINT "rfq_events_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_events" ADD CONSTRAINT "rfq_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_events_rfq_id_idx" ON "rfq_events" USING btree ("rfq_id","created_at");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category","name","id");--> statement-breakpoint
CREATE INDEX "products_category_order_name_idx" ON "products" USING btree ("category_order","name","id");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING gin ("facets" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_category_unit_price_idx" ON "products" USING btree ("category","unit_price","id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "datasheet_url";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_facets_check" CHECK (jsonb_typeof("products"."facets") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_check" CHECK ("products"."lead_time_weeks" IS NULL OR "products"."lead_time_weeks" > 0);--> statement-breakpoint
-- The timeline of the RFQs that exist: created as drafts, submitted when they were.
INSERT INTO "rfq_events" ("rfq_id", "status", "actor_id", "created_at") SELECT "id", 'draft', "user_id", "created_at" FROM "rfqs";--> statement-breakpoint
INSERT INTO "rfq_events" ("rfq_id", "status", "actor_id", "created_at") SELECT "id", 'submitted', "user_id", "submitted_at" FROM "rfqs" WHERE "submitted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "rfqs" SET "updated_at" = coalesce("submitted_at", "created_at");
