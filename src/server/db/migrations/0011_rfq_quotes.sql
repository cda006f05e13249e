CREATE TABLE "rfq_quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "rfq_quote_lines_amount_check" CHECK ("rfq_quote_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rfq_quote_lines" ADD CONSTRAINT "rfq_quote_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quote_lines_rfq_id_position_idx" ON "rfq_quote_lines" USING btree ("rfq_id","position");--> statement-breakpoint
ALTER TABLE "rfq_items" ADD COLUMN "quoted_unit_price" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "rfq_items" ADD COLUMN "quoted_lead_time_weeks" integer;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_quote_check" CHECK (("rfq_items"."quoted_unit_price" IS NULL) = ("rfq_items"."quoted_lead_time_weeks" IS NULL) AND ("rfq_items"."quoted_unit_price" IS NULL OR "rfq_items"."quoted_unit_price" >= 0) AND ("rfq_items"."quoted_lead_time_weeks" IS NULL OR "rfq_items"."quoted_lead_time_weeks" BETWEEN 0 AND 104));--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quote_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "answer_reason" text;--> statement-breakpoint
-- Quotes sent before this migration are each their RFQ's first.
UPDATE "rfqs" SET "quote_version" = 1 WHERE "quoted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" DROP CONSTRAINT "rfqs_status_check";--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_status_check" CHECK (status IN ('draft', 'submitted', 'under_review', 'quoted', 'closed', 'accepted', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "rfq_events" DROP CONSTRAINT "rfq_events_status_check";--> statement-breakpoint
ALTER TABLE "rfq_events" ADD CONSTRAINT "rfq_events_status_check" CHECK (status IN ('draft', 'submitted', 'under_review', 'quoted', 'closed', 'accepted', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "rfqs" DROP CONSTRAINT "rfqs_quote_check";--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_quote_check" CHECK ("rfqs"."status" NOT IN ('quoted', 'accepted', 'declined') OR ("rfqs"."quoted_amount" IS NOT NULL AND "rfqs"."quote_valid_until" IS NOT NULL AND "rfqs"."quoted_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_answer_check" CHECK ("rfqs"."answer" IS NULL OR answer IN ('accepted', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_quote_version_check" CHECK ("rfqs"."quote_version" >= 0);--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_answered_check" CHECK ("rfqs"."status" NOT IN ('accepted', 'declined', 'withdrawn') OR ("rfqs"."answer" = "rfqs"."status" AND "rfqs"."answered_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_decline_reason_check" CHECK ("rfqs"."answer" IS DISTINCT FROM 'declined' OR "rfqs"."answer_reason" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "rfqs_quote_valid_until_idx" ON "rfqs" USING btree ("quote_valid_until") WHERE "rfqs"."status" = 'quoted';
