-- sales.amount_paid: what the card paid. Above the card cap that is a reservation deposit, not
-- the sold price (CONTRACT.md section 5). Every sale before this was paid in full.
ALTER TABLE "sales" ADD COLUMN "amount_paid" numeric(12, 2);--> statement-breakpoint
UPDATE "sales" SET "amount_paid" = "price";--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "amount_paid" SET NOT NULL;
