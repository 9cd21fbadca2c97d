-- Homes to rent (CONTRACT.md section 12, issue 39): a listing's type and a rental's facts (none
-- on a sale listing, and a rental always has its rent's period); an application's move-in date,
-- term, message and the rent's period on an offer; a let's on a sale.
ALTER TABLE "properties" ADD COLUMN "listing_type" text DEFAULT 'sale' NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_period" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_term_months" integer;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bills_included" boolean;
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rental_check" CHECK ("listing_type" in ('sale', 'rent') and ("listing_type" = 'rent') = ("rent_period" is not null) and "rent_period" in ('month', 'week') and "deposit" > 0 and "furnished" in ('furnished', 'part_furnished', 'unfurnished') and "min_term_months" between 1 and 120 and ("listing_type" = 'rent' or ("deposit" is null and "available_from" is null and "furnished" is null and "min_term_months" is null and "pets_allowed" is null and "bills_included" is null)));
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "move_in" date;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "term_months" integer;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "message" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rent_period" text;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_check" CHECK (("rent_period" is null) = ("move_in" is null) and ("move_in" is null) = ("term_months" is null) and "rent_period" in ('month', 'week') and "term_months" between 1 and 120 and char_length("message") <= 2000);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "listing_type" text DEFAULT 'sale' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "rent_period" text;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "move_in" date;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "term_months" integer;
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_let_check" CHECK ("listing_type" in ('sale', 'rent') and ("listing_type" = 'rent') = ("rent_period" is not null) and "rent_period" in ('month', 'week'));
