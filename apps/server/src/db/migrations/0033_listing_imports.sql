-- Listing imports (CONTRACT.md section 15, issue 42): the agency's own key of a listing, unique
-- per agent among live listings, and the imports a worker runs row by row (resuming at
-- `processed` after a restart).
ALTER TABLE "properties" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_agent_external_id_idx" ON "properties" USING btree ("agent_id","external_id") WHERE "properties"."external_id" is not null and "properties"."deleted_at" is null;--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"rows" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "listing_imports_status_check" CHECK ("listing_imports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "listing_imports_counts_check" CHECK ("listing_imports"."processed" between 0 and "listing_imports"."rows" and "listing_imports"."rows" <= 5000)
);--> statement-breakpoint
CREATE INDEX "listing_imports_queue_idx" ON "listing_imports" USING btree ("created_at") WHERE "listing_imports"."status" in ('queued', 'running');
