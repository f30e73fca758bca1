CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_length" CHECK (char_length("accounts"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"placement" smallint NOT NULL,
	"property" smallint DEFAULT -1 NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_placement_valid" CHECK ("ads"."placement" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_type" smallint NOT NULL,
	"account_id" integer,
	"contest_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_logs_event_type_valid" CHECK ("audit_logs"."event_type" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_content_length" CHECK (char_length("chat_messages"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "contest_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"entry_number" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"rank" integer,
	"bankroll_cents" bigint DEFAULT 0 NOT NULL,
	"leaderboard_bankroll_cents" bigint DEFAULT 0 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_players_entry_unique" UNIQUE("contest_id","account_id","entry_number"),
	CONSTRAINT "contest_players_bankroll_non_negative" CHECK ("contest_players"."bankroll_cents" >= 0),
	CONSTRAINT "contest_players_leaderboard_non_negative" CHECK ("contest_players"."leaderboard_bankroll_cents" >= 0),
	CONSTRAINT "contest_players_entry_number_positive" CHECK ("contest_players"."entry_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "contest_races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"max_wagers" integer DEFAULT 1 NOT NULL,
	"min_wager_amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_races_contest_race_unique" UNIQUE("contest_id","race_id"),
	CONSTRAINT "contest_races_max_wagers_positive" CHECK ("contest_races"."max_wagers" > 0),
	CONSTRAINT "contest_races_min_wager_non_negative" CHECK ("contest_races"."min_wager_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"starting_bankroll_cents" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_enrollment_open" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"chat_enabled" boolean DEFAULT false NOT NULL,
	"max_entries" integer DEFAULT 1 NOT NULL,
	"property" smallint DEFAULT -1 NOT NULL,
	"format" smallint DEFAULT -1 NOT NULL,
	"live_stream_link" text,
	"pp_link" text,
	"analysis" text DEFAULT '' NOT NULL,
	"winners_notified" boolean DEFAULT false NOT NULL,
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_slug_unique" UNIQUE("slug"),
	CONSTRAINT "contests_slug_format" CHECK ("contests"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "contests_starting_bankroll_non_negative" CHECK ("contests"."starting_bankroll_cents" >= 0),
	CONSTRAINT "contests_max_entries_positive" CHECK ("contests"."max_entries" >= 1),
	CONSTRAINT "contests_property_valid" CHECK ("contests"."property" in (-1, 1, 2)),
	CONSTRAINT "contests_format_valid" CHECK ("contests"."format" in (-1, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"placement" integer NOT NULL,
	"type" smallint NOT NULL,
	"value_cents" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_placement_positive" CHECK ("prizes"."placement" > 0),
	CONSTRAINT "prizes_type_valid" CHECK ("prizes"."type" in (1, 2, 3)),
	CONSTRAINT "prizes_value_positive" CHECK ("prizes"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"name" text NOT NULL,
	"layout_order" integer DEFAULT 0 NOT NULL,
	"logo_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wagers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wagers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_player_id" integer NOT NULL,
	"contest_race_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"runner_id" integer NOT NULL,
	"pool" smallint DEFAULT 1 NOT NULL,
	"amount_cents" integer NOT NULL,
	"payoff_cents" bigint,
	"substitute_runner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wagers_amount_positive" CHECK ("wagers"."amount_cents" > 0),
	CONSTRAINT "wagers_pool_win" CHECK ("wagers"."pool" = 1),
	CONSTRAINT "wagers_payoff_non_negative" CHECK ("wagers"."payoff_cents" is null or "wagers"."payoff_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "race_result_runners" (
	"result_id" integer NOT NULL,
	"runner_id" integer NOT NULL,
	"finish_order" integer NOT NULL,
	CONSTRAINT "race_result_runners_unique" UNIQUE("result_id","runner_id"),
	CONSTRAINT "race_result_runners_order_unique" UNIQUE("result_id","finish_order")
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"pool" smallint DEFAULT 1 NOT NULL,
	"payoff_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "race_results_pool_win" CHECK ("race_results"."pool" = 1),
	CONSTRAINT "race_results_payoff_positive" CHECK ("race_results"."payoff_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"track_id" integer NOT NULL,
	"race_date" date NOT NULL,
	"race_number" integer NOT NULL,
	"post_time" timestamp with time zone NOT NULL,
	"race_type" smallint DEFAULT 1 NOT NULL,
	"is_wagering_closed" boolean DEFAULT false NOT NULL,
	"finalized" boolean DEFAULT false NOT NULL,
	"finalized_at" timestamp with time zone,
	"min_wager_amount_cents" integer DEFAULT 0 NOT NULL,
	"favorite_runner_id" integer,
	"distance" text,
	"surface" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_track_date_number_unique" UNIQUE("track_id","race_date","race_number"),
	CONSTRAINT "races_race_number_positive" CHECK ("races"."race_number" > 0),
	CONSTRAINT "races_race_type_valid" CHECK ("races"."race_type" in (1, 2)),
	CONSTRAINT "races_min_wager_non_negative" CHECK ("races"."min_wager_amount_cents" >= 0),
	CONSTRAINT "races_finalized_closed" CHECK (not "races"."finalized" or "races"."is_wagering_closed")
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"program_number" text,
	"name" text NOT NULL,
	"morning_line" text NOT NULL,
	"scratched" boolean DEFAULT false NOT NULL,
	"mto" boolean DEFAULT false NOT NULL,
	"ae" boolean DEFAULT false NOT NULL,
	"post_position" integer,
	"jockey_or_driver" text,
	"trainer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runners_race_program_unique" UNIQUE("race_id","program_number"),
	CONSTRAINT "runners_program_number_valid" CHECK ("runners"."program_number" is null or "runners"."program_number" ~ '^([1-9]|[12][0-9]|3[0-5]|AE[1-4])$')
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"timezone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_players" ADD CONSTRAINT "contest_players_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_players" ADD CONSTRAINT "contest_players_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_races" ADD CONSTRAINT "contest_races_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_races" ADD CONSTRAINT "contest_races_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_contest_player_id_contest_players_id_fk" FOREIGN KEY ("contest_player_id") REFERENCES "public"."contest_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_contest_race_id_contest_races_id_fk" FOREIGN KEY ("contest_race_id") REFERENCES "public"."contest_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_runner_id_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_substitute_runner_id_runners_id_fk" FOREIGN KEY ("substitute_runner_id") REFERENCES "public"."runners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_result_runners" ADD CONSTRAINT "race_result_runners_result_id_race_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."race_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_result_runners" ADD CONSTRAINT "race_result_runners_runner_id_runners_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."runners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_favorite_runner_id_runners_id_fk" FOREIGN KEY ("favorite_runner_id") REFERENCES "public"."runners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_unique" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_preferences_email_type_unique" ON "email_preferences" USING btree (lower("email"),"type");--> statement-breakpoint
CREATE INDEX "password_reset_codes_account_idx" ON "password_reset_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ads_placement_idx" ON "ads" USING btree ("placement");--> statement-breakpoint
CREATE INDEX "audit_logs_type_created_idx" ON "audit_logs" USING btree ("event_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_contest_idx" ON "chat_messages" USING btree ("contest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_players_leaderboard_idx" ON "contest_players" USING btree ("contest_id","leaderboard_bankroll_cents" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contest_players_account_idx" ON "contest_players" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contest_races_race_idx" ON "contest_races" USING btree ("race_id");--> statement-breakpoint
CREATE INDEX "contests_start_time_idx" ON "contests" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "prizes_contest_idx" ON "prizes" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "sponsors_contest_idx" ON "sponsors" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "wagers_player_idx" ON "wagers" USING btree ("contest_player_id");--> statement-breakpoint
CREATE INDEX "wagers_contest_race_idx" ON "wagers" USING btree ("contest_race_id");--> statement-breakpoint
CREATE INDEX "wagers_race_idx" ON "wagers" USING btree ("race_id");--> statement-breakpoint
CREATE INDEX "race_results_race_idx" ON "race_results" USING btree ("race_id");--> statement-breakpoint
CREATE INDEX "races_date_idx" ON "races" USING btree ("race_date");--> statement-breakpoint
CREATE INDEX "runners_race_idx" ON "runners" USING btree ("race_id");