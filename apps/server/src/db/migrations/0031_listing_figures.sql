-- Listing figures (CONTRACT.md section 14, issue 41): each listing's views a day, the visitors
-- of today only (a keyed hash, one a listing and day, so that a visitor is counted once), the
-- day's key of that hash (shared by every server process, gone with its day), and the site's
-- searches a day.
CREATE TABLE "listing_daily_views" (
	"property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_views_pkey" PRIMARY KEY("property_id","day"),
	CONSTRAINT "listing_daily_views_check" CHECK ("views" >= 0)
);--> statement-breakpoint
CREATE TABLE "listing_visitors" (
	"day" date NOT NULL,
	"property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"visitor" bytea NOT NULL,
	CONSTRAINT "listing_visitors_pkey" PRIMARY KEY("day","property_id","visitor")
);--> statement-breakpoint
CREATE TABLE "visitor_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"key" bytea NOT NULL
);--> statement-breakpoint
CREATE TABLE "site_daily_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_daily_figures_check" CHECK ("searches" >= 0)
);
