-- A plain play (no change of pick, no alternate) in one statement and one round trip (decision 067): the rules of
-- modules/plays/place-play.ts, in its order, checked where the play is written. It answers one row: `refusal` names
-- the PLAY_MESSAGES entry (or 'amount', 'forbidden') the API answers with, and then nothing was written; else the
-- play placed (its attempt and placed audit rows and its Idempotency-Key with it), or the key's stored answer.
-- Each statement of a PL/pgSQL function takes its own snapshot, so what is read after a lock sees what it waited for.
CREATE FUNCTION cj_place_play(
	p_contest_race_id integer,
	p_runner_id integer,
	p_account_id integer,
	p_is_administrator boolean,
	p_player_id integer,
	p_amount_cents bigint,
	p_amount_problem text,
	p_now timestamptz,
	p_now_text text,
	p_attempt text,
	p_placed_by text,
	p_bankroll_stake_text text,
	p_idempotency_key text,
	p_request text,
	p_request_hash text
) RETURNS TABLE (
	refusal text,
	contest_id integer,
	on_behalf boolean,
	bankroll_cents bigint,
	play_id integer,
	stake_cents integer,
	race_number integer,
	entry_id integer,
	entry_name text,
	runner_program_number text,
	runner_name text,
	stored_request text,
	stored_request_hash text,
	stored_status smallint,
	stored_body jsonb
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	named boolean;
	ctx record;
	entry record;
	entries_found integer;
	behalf boolean := false;
	stake integer;
	spend bigint;
	plays integer;
	new_play integer;
	money_text text;
	earlier record;
BEGIN
	-- The advisory locks of db/lock-order.ts playLocks, shared: the contest's first race in Pick & Pray, the race, the contest.
	PERFORM pg_advisory_xact_lock_shared(-1, first_race.race_id)
	FROM contest_races cr
	JOIN contests c ON c.id = cr.contest_id
	CROSS JOIN LATERAL (
		SELECT fcr.race_id FROM contest_races fcr JOIN races fr ON fr.id = fcr.race_id
		WHERE fcr.contest_id = cr.contest_id AND c.picks_lock_at = 'first-race'
		ORDER BY fr.post_time, fr.race_number, fcr.id LIMIT 1
	) AS first_race
	WHERE cr.id = p_contest_race_id;
	PERFORM pg_advisory_xact_lock_shared(-1, cr.race_id), pg_advisory_xact_lock_shared(-2, cr.contest_id)
	FROM contest_races cr WHERE cr.id = p_contest_race_id;

	IF p_idempotency_key IS NOT NULL THEN
		SELECT k.request, k.request_hash, k.status, k.body INTO earlier
		FROM idempotency_keys k WHERE k.account_id = p_account_id AND k.key = p_idempotency_key;
		IF FOUND THEN
			RETURN QUERY SELECT NULL::text, NULL::integer, NULL::boolean, NULL::bigint, NULL::integer, NULL::integer,
				NULL::integer, NULL::integer, NULL::text, NULL::text, NULL::text,
				earlier.request, earlier.request_hash, earlier.status, earlier.body;
			RETURN;
		END IF;
	END IF;

	SELECT cr.max_wagers, cr.min_wager_amount_cents, c.id AS contest_id, c.name AS contest_name, c.is_published,
		c.is_public, c.is_cancelled, c.format, c.picks_lock_at,
		r.race_number, r.is_wagering_closed, r.finalized, r.post_time,
		ru.id AS runner_id, ru.program_number, ru.name AS runner_name, ru.scratched,
		(SELECT fr.is_wagering_closed OR fr.finalized OR fr.post_time <= p_now
			FROM contest_races fcr JOIN races fr ON fr.id = fcr.race_id
			WHERE fcr.contest_id = c.id AND c.picks_lock_at = 'first-race'
			ORDER BY fr.post_time, fr.race_number, fcr.id LIMIT 1) AS first_race_closed
	INTO ctx
	FROM contest_races cr
	JOIN contests c ON c.id = cr.contest_id
	JOIN races r ON r.id = cr.race_id
	LEFT JOIN runners ru ON ru.id = p_runner_id AND ru.race_id = r.id
	WHERE cr.id = p_contest_race_id;

	IF NOT FOUND OR NOT (p_is_administrator OR (ctx.is_published AND ctx.is_public)) THEN
		refusal := 'raceNotFound'; RETURN NEXT; RETURN;
	END IF;
	contest_id := ctx.contest_id;
	IF ctx.is_cancelled THEN refusal := 'contestCancelled'; RETURN NEXT; RETURN; END IF;
	-- ContestFormat: 1 WinBankroll, 2 Win.
	IF ctx.format NOT IN (1, 2) THEN refusal := 'noFormat'; RETURN NEXT; RETURN; END IF;
	IF ctx.finalized OR ctx.is_wagering_closed THEN refusal := 'wageringClosed'; RETURN NEXT; RETURN; END IF;
	IF ctx.post_time <= p_now THEN refusal := 'pastPostTime'; RETURN NEXT; RETURN; END IF;
	IF ctx.picks_lock_at = 'first-race' AND ctx.first_race_closed IS TRUE THEN
		refusal := 'picksLocked'; RETURN NEXT; RETURN;
	END IF;

	-- The entry (place-play.ts choosePlayingEntry), locked: the caller's entries in the contest, in entry order, or the
	-- one the request names. SELECT INTO stops at its first row: the count over the locked rows makes it lock them all.
	IF p_player_id IS NULL THEN
		SELECT own.*, count(*) OVER () AS found INTO entry
		FROM (SELECT cp.id, cp.account_id, cp.name, cp.bankroll_cents FROM contest_players cp
			WHERE cp.contest_id = ctx.contest_id AND cp.account_id = p_account_id
			ORDER BY cp.entry_number FOR UPDATE) AS own;
		IF NOT FOUND THEN refusal := 'notEntered'; RETURN NEXT; RETURN; END IF;
		IF entry.found > 1 THEN refusal := 'chooseEntry'; RETURN NEXT; RETURN; END IF;
	ELSE
		SELECT cp.id, cp.account_id, cp.name, cp.bankroll_cents INTO entry
		FROM contest_players cp WHERE cp.contest_id = ctx.contest_id AND cp.id = p_player_id
		FOR UPDATE;
		named := FOUND;
		IF named AND entry.account_id = p_account_id THEN
			NULL;
		ELSIF p_is_administrator THEN
			IF NOT named THEN refusal := 'playerNotFound'; RETURN NEXT; RETURN; END IF;
			behalf := true;
		ELSE
			SELECT count(*) INTO entries_found FROM (SELECT cp.id FROM contest_players cp
				WHERE cp.account_id = p_account_id AND cp.contest_id = ctx.contest_id
				ORDER BY cp.entry_number FOR UPDATE) AS own;
			IF entries_found = 0 THEN refusal := 'notEntered';
			ELSIF NOT named THEN refusal := 'playerNotFound';
			ELSE refusal := 'forbidden';
			END IF;
			RETURN NEXT; RETURN;
		END IF;
	END IF;
	on_behalf := behalf;

	IF ctx.format = 1 AND p_amount_problem IS NOT NULL THEN refusal := 'amount'; RETURN NEXT; RETURN; END IF;
	IF ctx.runner_id IS NULL THEN refusal := 'runnerNotInRace'; RETURN NEXT; RETURN; END IF;
	IF ctx.scratched THEN refusal := 'runnerScratched'; RETURN NEXT; RETURN; END IF;

	-- The stake (rules/stakes.ts checkStake): $2 in Win; in WinBankroll the amount, at least the race's minimum
	-- ($2 when it is 0) and at most the bankroll.
	IF ctx.format = 2 THEN
		stake := 200; spend := 0; money_text := '$2.00';
	ELSE
		IF p_amount_cents < (CASE WHEN ctx.min_wager_amount_cents > 0 THEN ctx.min_wager_amount_cents ELSE 200 END) THEN
			refusal := CASE WHEN ctx.min_wager_amount_cents > 0 THEN 'belowMinimum' ELSE 'belowTwoDollars' END;
			RETURN NEXT; RETURN;
		END IF;
		IF p_amount_cents > entry.bankroll_cents THEN
			refusal := 'insufficientFundsLeft'; bankroll_cents := entry.bankroll_cents; RETURN NEXT; RETURN;
		END IF;
		stake := p_amount_cents; spend := p_amount_cents; money_text := p_bankroll_stake_text;
	END IF;

	-- A request with the same key that committed while this one waited for the entry.
	IF p_idempotency_key IS NOT NULL THEN
		SELECT k.request, k.request_hash, k.status, k.body INTO earlier
		FROM idempotency_keys k WHERE k.account_id = p_account_id AND k.key = p_idempotency_key;
		IF FOUND THEN
			RETURN QUERY SELECT NULL::text, NULL::integer, NULL::boolean, NULL::bigint, NULL::integer, NULL::integer,
				NULL::integer, NULL::integer, NULL::text, NULL::text, NULL::text,
				earlier.request, earlier.request_hash, earlier.status, earlier.body;
			RETURN;
		END IF;
	END IF;

	-- The count reads the entry's plays through (entry, contest race): `+ 0`, as in modules/plays/repository.ts.
	SELECT count(*)::integer INTO plays FROM wagers w
	WHERE w.contest_player_id = entry.id AND w.contest_race_id + 0 = p_contest_race_id;
	IF plays >= ctx.max_wagers THEN refusal := 'maxWagersReached'; RETURN NEXT; RETURN; END IF;

	IF spend > 0 THEN
		UPDATE contest_players cp SET bankroll_cents = cp.bankroll_cents - spend WHERE cp.id = entry.id;
	END IF;
	INSERT INTO wagers (contest_player_id, contest_race_id, race_id, runner_id, alternate_runner_id, amount_cents, created_at)
	SELECT entry.id, p_contest_race_id, cr.race_id, ctx.runner_id, NULL, stake, p_now
	FROM contest_races cr WHERE cr.id = p_contest_race_id
	RETURNING id INTO new_play;
	-- AuditEventType: 6 WagerAttempt, 8 WagerPlaced.
	INSERT INTO audit_logs (event_type, account_id, contest_id, content) VALUES
		(6, p_account_id, ctx.contest_id, p_attempt),
		(8, p_account_id, ctx.contest_id, p_placed_by || new_play::text || ' for ' || entry.name || ' on ' ||
			ctx.contest_name || ' race ' || ctx.race_number::text || ': #' || coalesce(ctx.program_number, '') || ' ' ||
			ctx.runner_name || ', ' || money_text || '.');
	-- The answer stored with the key: modules/plays/views.ts toPlacedPlay.
	IF p_idempotency_key IS NOT NULL THEN
		INSERT INTO idempotency_keys (account_id, key, request, request_hash, status, body, created_at)
		VALUES (p_account_id, p_idempotency_key, p_request, p_request_hash, 201, jsonb_build_object(
			'id', new_play, 'amount', stake::numeric / 100, 'pool', 'WIN', 'runners', jsonb_build_array(ctx.runner_id),
			'runner', jsonb_build_object('id', ctx.runner_id, 'programNumber', coalesce(ctx.program_number, ''),
				'name', ctx.runner_name, 'scratched', false),
			'payoff', NULL, 'alternateRunner', NULL, 'substituteRunner', NULL, 'substituteReason', NULL,
			'payoutCap', NULL, 'race', p_contest_race_id, 'raceNumber', ctx.race_number, 'player', entry.id,
			'playerName', entry.name, 'createdAt', p_now_text), p_now);
	END IF;

	play_id := new_play; stake_cents := stake; race_number := ctx.race_number; entry_id := entry.id;
	entry_name := entry.name; runner_program_number := ctx.program_number; runner_name := ctx.runner_name;
	RETURN NEXT;
END
$$;
