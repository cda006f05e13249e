ALTER TABLE "sites" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "economics" jsonb;