-- Listing reports (CONTRACT.md section 16, issue 43): anyone reports a public listing (an account,
-- or a visitor with an e-mail address), an admin resolves the report with a note, and the reporter
-- is told by e-mail. A deleted account's reports stay, with the e-mail it reported from.
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"reporter_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"reporter_email" text NOT NULL,
	"from_account" boolean NOT NULL,
	"locale" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('misleading', 'fraud', 'discriminatory', 'duplicate', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "listing_reports_locale_check" CHECK ("listing_reports"."locale" in ('en', 'es', 'fr', 'de', 'ar')),
	CONSTRAINT "listing_reports_texts_check" CHECK (char_length("listing_reports"."details") <= 2000 and char_length("listing_reports"."note") between 1 and 2000
        and char_length("listing_reports"."reporter_email") between 3 and 254),
	CONSTRAINT "listing_reports_resolved_check" CHECK (("listing_reports"."status" = 'resolved') = ("listing_reports"."resolved_at" is not null and "listing_reports"."note" is not null))
);--> statement-breakpoint
-- One open report per reporter and listing: two requests at once cannot both write one.
CREATE UNIQUE INDEX "listing_reports_open_reporter_idx" ON "listing_reports" USING btree ("property_id","reporter_email") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
-- The admins' queue: open ones first, then the newest.
CREATE INDEX "listing_reports_queue_idx" ON "listing_reports" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
-- An account's own reports (its data export).
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id") WHERE "reporter_id" is not null;
