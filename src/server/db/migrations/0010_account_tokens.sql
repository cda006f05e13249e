CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"role" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_kind_check" CHECK (kind IN ('reset', 'invitation')),
	CONSTRAINT "account_tokens_role_check" CHECK (role IS NULL OR role IN ('buyer', 'developer', 'landowner', 'epc_contractor', 'manufacturer', 'admin')),
	CONSTRAINT "account_tokens_subject_check" CHECK ((kind = 'reset' AND user_id IS NOT NULL AND email IS NULL AND role IS NULL) OR (kind = 'invitation' AND user_id IS NULL AND email IS NOT NULL AND role IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_tokens_email_idx" ON "account_tokens" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action IN ('lead.status', 'lead.bulk_status', 'rfq.status', 'user.role', 'user.sessions_revoked', 'user.invited', 'user.reset_sent', 'user.deactivated', 'user.reactivated'));
