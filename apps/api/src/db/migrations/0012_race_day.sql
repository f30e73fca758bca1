ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_event_type_valid";--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "wagering_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "close_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "races_close_unannounced_idx" ON "races" USING btree ("post_time") WHERE close_announced_at is null;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_event_type_valid" CHECK ("audit_logs"."event_type" between 1 and 17);--> statement-breakpoint
UPDATE "races" SET "close_announced_at" = "post_time" WHERE "post_time" <= now() OR "finalized";