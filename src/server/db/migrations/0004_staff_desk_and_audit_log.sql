CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action IN ('lead.status', 'lead.bulk_status', 'rfq.status', 'user.role', 'user.sessions_revoked')),
	CONSTRAINT "audit_log_entity_type_check" CHECK (entity_type IN ('lead', 'rfq', 'user'))
);
--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || organization_name)) STORED;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quoted_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_search_text_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
-- No route could quote or close an RFQ before this migration; a row edited by hand into those
-- states gets what the new checks require: a closed RFQ a reason, a "quoted" one without its
-- terms goes back to under review.
UPDATE "rfqs" SET "closed_reason" = 'Closed before reasons were recorded' WHERE "status" = 'closed' AND "closed_reason" IS NULL;--> statement-breakpoint
UPDATE "rfqs" SET "status" = 'under_review' WHERE "status" = 'quoted' AND "quoted_amount" IS NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_quote_check" CHECK ("rfqs"."status" <> 'quoted' OR ("rfqs"."quoted_amount" IS NOT NULL AND "rfqs"."quote_valid_until" IS NOT NULL AND "rfqs"."quoted_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_closed_reason_check" CHECK ("rfqs"."status" <> 'closed' OR "rfqs"."closed_reason" IS NOT NULL);