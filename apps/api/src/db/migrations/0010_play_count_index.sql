-- The count every play makes (its entry's plays on the contest race) reads that entry's few plays on the race through one index, instead of combining the entry's index with the race's, whose every play it scanned (decision 034). Leading with the entry, it serves the lookups by entry as the index it replaces did.
CREATE INDEX "wagers_player_race_idx" ON "wagers" USING btree ("contest_player_id","contest_race_id");--> statement-breakpoint
DROP INDEX "wagers_player_idx";
