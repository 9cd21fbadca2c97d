-- Agencies and agents' public profiles (CONTRACT.md section 14, issue 41): agencies managed by
-- the admins, an agent in one agency at most (its agents stay, without one, when it goes), and
-- an agent's bio, phone and languages.
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_texts_check" CHECK (char_length("agencies"."name") between 1 and 120 and char_length("agencies"."address") <= 300
        and char_length("agencies"."phone") <= 40 and char_length("agencies"."website") <= 2048
        and char_length("agencies"."logo") <= 2048 and char_length("agencies"."email") <= 254)
);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_id" uuid REFERENCES "agencies"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_check" CHECK (char_length("users"."bio") <= 2000 and char_length("users"."phone") <= 40);--> statement-breakpoint
CREATE INDEX "users_agency_idx" ON "users" USING btree ("agency_id") WHERE "agency_id" is not null;
