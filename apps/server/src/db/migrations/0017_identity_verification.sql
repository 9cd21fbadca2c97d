-- E-mail verification, password reset, and one-time sign-in codes bound to their browser
-- (issue 36, decision 044).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
-- Existing accounts: one without a password was made by a social sign-in, whose provider gave
-- the address; it counts as verified. Password accounts were never proven (anyone could register
-- any address): they stay unverified until their owner opens a link or signs in with a provider.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "password_hash" IS NULL;
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'password-reset'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");
--> statement-breakpoint
-- A code that ended a social sign-in can be traded only by the browser that started it; codes
-- made before this have no browser and can no longer be traded (they live 60 seconds).
ALTER TABLE "oauth_codes" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;
