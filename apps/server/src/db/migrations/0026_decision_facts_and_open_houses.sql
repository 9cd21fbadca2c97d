-- What a buyer needs to decide (CONTRACT.md section 13, issue 40): a listing's energy label and
-- consumption, tenure and the years left on a lease (only with a lease), its running costs, its
-- features and accessibility features (lists of known values), its rooms; and open houses, with
-- who said they will come (and whether their reminder the day before is queued).
ALTER TABLE "properties" ADD COLUMN "energy_rating" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_consumption" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenure" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lease_years_remaining" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "annual_service_charge" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "annual_property_tax" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_hoa_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "features" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "accessibility_features" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rooms" jsonb;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_energy_rating_check" CHECK ("energy_rating" in ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_energy_consumption_check" CHECK ("energy_consumption" between 0 and 2000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_tenure_check" CHECK ("tenure" in ('freehold', 'leasehold', 'share_of_freehold', 'commonhold', 'other'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lease_years_check" CHECK ("lease_years_remaining" is null or ("lease_years_remaining" between 0 and 999 and "tenure" in ('leasehold', 'share_of_freehold')));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rooms_check" CHECK (jsonb_typeof("rooms") = 'array' and jsonb_array_length("rooms") <= 40);--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_times_check" CHECK ("end_at" > "start_at"),
	CONSTRAINT "open_houses_note_check" CHECK (char_length("note") <= 500)
);--> statement-breakpoint
CREATE INDEX "open_houses_property_idx" ON "open_houses" USING btree ("property_id","start_at");--> statement-breakpoint
CREATE INDEX "open_houses_start_idx" ON "open_houses" USING btree ("start_at");--> statement-breakpoint
CREATE TABLE "open_house_attendees" (
	"open_house_id" uuid NOT NULL REFERENCES "open_houses"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "open_house_attendees_pkey" PRIMARY KEY("open_house_id","user_id")
);--> statement-breakpoint
CREATE INDEX "open_house_attendees_user_idx" ON "open_house_attendees" USING btree ("user_id");
