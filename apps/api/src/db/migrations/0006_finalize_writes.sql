ALTER TABLE "contest_players" DROP CONSTRAINT "contest_players_entry_unique";--> statement-breakpoint
DROP INDEX "contest_players_account_idx";--> statement-breakpoint
ALTER TABLE "contest_players" ADD CONSTRAINT "contest_players_entry_unique" UNIQUE("account_id","contest_id","entry_number");--> statement-breakpoint
-- A fifth of each page of plays left free (set by hand: Drizzle does not model storage parameters), so a finalize scoring a play rewrites it on its own page without touching its four indexes (a HOT update: no indexed column changes).
ALTER TABLE "wagers" SET (fillfactor = 80);
