CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"designs" jsonb NOT NULL,
	"interconnection" jsonb,
	"land" jsonb,
	"results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"share_token_hash" text,
	"quote_drafts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_name_length_check" CHECK (char_length("sites"."name") BETWEEN 1 AND 80),
	CONSTRAINT "sites_point_check" CHECK ("sites"."latitude" BETWEEN -90 AND 90 AND "sites"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "sites_zip_check" CHECK ("sites"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sites_user_id_updated_at_idx" ON "sites" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_share_token_hash_idx" ON "sites" USING btree ("share_token_hash");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action IN ('lead.status', 'lead.bulk_status', 'rfq.status', 'user.role', 'user.sessions_revoked', 'user.invited', 'user.invitation_revoked', 'user.reset_sent', 'user.deactivated', 'user.reactivated', 'settings.quote', 'site.created', 'site.updated', 'site.deleted', 'site.shared', 'site.share_revoked'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK (entity_type IN ('lead', 'rfq', 'user', 'settings', 'site'));