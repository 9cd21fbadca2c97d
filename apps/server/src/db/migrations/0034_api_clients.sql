-- API clients of the RESO Web API (CONTRACT.md section 15, issue 42): an admin creates one and is
-- shown its secret once; only the SHA-256 hash of the secret (256 random bits) is stored, as are
-- the hashes of the hour-long access tokens it takes at /reso/token. Revoking a client ends its
-- tokens at once (a token is only good while its client is not revoked).
CREATE TABLE "api_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_clients_name_check" CHECK (char_length("api_clients"."name") between 1 and 100)
);--> statement-breakpoint
CREATE TABLE "api_client_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "api_clients"("id") ON DELETE cascade,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "api_client_tokens_client_idx" ON "api_client_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_client_tokens_expires_idx" ON "api_client_tokens" USING btree ("expires_at");--> statement-breakpoint
-- What /reso/odata serves (verified or sold, not deleted), in the orders and ranges its clients
-- ask for most: by modification time (replication), by price, and by status then modification.
CREATE INDEX "properties_reso_modified_idx" ON "properties" USING btree ("updated_at","id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');--> statement-breakpoint
CREATE INDEX "properties_reso_price_idx" ON "properties" USING btree ("price_min","id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');--> statement-breakpoint
CREATE INDEX "properties_reso_status_idx" ON "properties" USING btree ("status","updated_at","id") WHERE "properties"."deleted_at" is null and "properties"."status" in ('verified', 'sold');
