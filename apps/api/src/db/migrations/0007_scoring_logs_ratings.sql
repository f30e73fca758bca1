CREATE TABLE "player_ratings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"rated_entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_log_results" (
	"contest_race_id" integer NOT NULL,
	"runner_id" integer NOT NULL,
	"payoff_cents" integer NOT NULL,
	"scored_payoff_cents" integer NOT NULL,
	"dead_heat" boolean NOT NULL,
	CONSTRAINT "scoring_log_results_contest_race_id_runner_id_pk" PRIMARY KEY("contest_race_id","runner_id")
);
--> statement-breakpoint
CREATE TABLE "scoring_log_scratches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scoring_log_scratches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_race_id" integer NOT NULL,
	"runner_id" integer NOT NULL,
	"scored_as_runner_id" integer,
	"reason" text,
	"plays" integer NOT NULL,
	CONSTRAINT "scoring_log_scratches_reason_valid" CHECK ("scoring_log_scratches"."reason" in ('alternate', 'favorite'))
);
--> statement-breakpoint
CREATE TABLE "scoring_logs" (
	"contest_race_id" integer PRIMARY KEY NOT NULL,
	"payout_cap_cents" integer,
	"finalized_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_log_results" ADD CONSTRAINT "scoring_log_results_contest_race_id_contest_races_id_fk" FOREIGN KEY ("contest_race_id") REFERENCES "public"."contest_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_log_results" ADD CONSTRAINT "scoring_log_results_runner_id_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_log_scratches" ADD CONSTRAINT "scoring_log_scratches_contest_race_id_contest_races_id_fk" FOREIGN KEY ("contest_race_id") REFERENCES "public"."contest_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_log_scratches" ADD CONSTRAINT "scoring_log_scratches_runner_id_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_log_scratches" ADD CONSTRAINT "scoring_log_scratches_scored_as_runner_id_runners_id_fk" FOREIGN KEY ("scored_as_runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scoring_logs" ADD CONSTRAINT "scoring_logs_contest_race_id_contest_races_id_fk" FOREIGN KEY ("contest_race_id") REFERENCES "public"."contest_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_ratings_board_idx" ON "player_ratings" USING btree ("rating" DESC NULLS LAST,"account_id");--> statement-breakpoint
CREATE INDEX "scoring_log_scratches_contest_race_idx" ON "scoring_log_scratches" USING btree ("contest_race_id");