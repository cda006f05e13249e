CREATE TABLE "site_loads" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"summary" jsonb NOT NULL,
	"load_kw" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_loads_interval_check" CHECK (jsonb_array_length("site_loads"."load_kw") IN (8760, 35040))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "site_loads" ADD CONSTRAINT "site_loads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action IN ('lead.status', 'lead.bulk_status', 'rfq.status', 'user.role', 'user.sessions_revoked', 'user.invited', 'user.invitation_revoked', 'user.reset_sent', 'user.deactivated', 'user.reactivated', 'settings.quote', 'site.created', 'site.updated', 'site.deleted', 'site.shared', 'site.share_revoked', 'site.load_stored'));