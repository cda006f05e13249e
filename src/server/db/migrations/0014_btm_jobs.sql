CREATE TABLE "btm_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "btm_jobs_status_check" CHECK (status IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "btm_jobs_progress_check" CHECK ("btm_jobs"."progress" >= 0 and "btm_jobs"."progress" <= 1),
	CONSTRAINT "btm_jobs_attempts_check" CHECK ("btm_jobs"."attempts" >= 0),
	CONSTRAINT "btm_jobs_finished_check" CHECK (("btm_jobs"."status" in ('done', 'failed')) = ("btm_jobs"."finished_at" is not null)),
	CONSTRAINT "btm_jobs_result_check" CHECK (("btm_jobs"."status" = 'done') = ("btm_jobs"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "btm_jobs" ADD CONSTRAINT "btm_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "btm_jobs_due_idx" ON "btm_jobs" USING btree ("created_at") WHERE "btm_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "btm_jobs_finished_at_idx" ON "btm_jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "btm_jobs_user_id_idx" ON "btm_jobs" USING btree ("user_id");