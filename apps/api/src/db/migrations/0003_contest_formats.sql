ALTER TABLE "contests" ADD COLUMN "alternates_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "win_payout_cap_cents" bigint;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "picks_lock_at" text DEFAULT 'each-race' NOT NULL;--> statement-breakpoint
ALTER TABLE "wagers" ADD COLUMN "alternate_runner_id" integer;--> statement-breakpoint
ALTER TABLE "wagers" ADD COLUMN "substitute_reason" text;--> statement-breakpoint
ALTER TABLE "wagers" ADD COLUMN "capped_from_cents" bigint;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_alternate_runner_id_runners_id_fk" FOREIGN KEY ("alternate_runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_win_payout_cap_positive" CHECK ("contests"."win_payout_cap_cents" is null or "contests"."win_payout_cap_cents" > 0);--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_picks_lock_at_valid" CHECK ("contests"."picks_lock_at" in ('each-race', 'first-race'));--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_substitute_reason_valid" CHECK ("wagers"."substitute_reason" is null or "wagers"."substitute_reason" in ('alternate', 'favorite'));--> statement-breakpoint
UPDATE "wagers" SET "substitute_reason" = 'favorite' WHERE "substitute_runner_id" IS NOT NULL;
