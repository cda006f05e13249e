CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "settings_key_check" CHECK (key IN ('quote')),
	CONSTRAINT "settings_value_check" CHECK (jsonb_typeof("settings"."value") = 'object')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "quote_terms" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action IN ('lead.status', 'lead.bulk_status', 'rfq.status', 'user.role', 'user.sessions_revoked', 'user.invited', 'user.invitation_revoked', 'user.reset_sent', 'user.deactivated', 'user.reactivated', 'settings.quote'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK (entity_type IN ('lead', 'rfq', 'user', 'settings'));