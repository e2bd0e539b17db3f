-- Publish locks: one advisory lock key per author, taken exclusively by whoever writes that
-- author's events into Timelines and shared by a new follow, so a publish and a follow of the same
-- author never each miss the other's row.
-- Why SQL: the triggers that write Timeline rows take these locks inside the writing statement.

-- Fan-out on write. A new event goes into every follower's Timeline. Publishing takes an
-- exclusive lock on its author's key and a new follow a shared one, so a publish and a follow of
-- the same author cannot each miss the other's row (READ COMMITTED gives the statement after the
-- lock a snapshot that sees whichever committed first); follows never wait for each other.
CREATE OR REPLACE FUNCTION wl_timeline_lock_key(author uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS
  $$ SELECT hashtextextended('timeline:' || author::text, 0) $$;

-- A transaction that takes several authors' publish locks (wl_timeline_lock_key) now takes them
-- all first, in the keys' order, so two such transactions never each hold one the other waits
-- for. A rename locked its own events' author, then the
-- authors of the events showing its WeLinks, in row order; an accepted connection locked the
-- two members in the order of its rows: a rename and an acceptance between the same two
-- members, at the same moment, could deadlock, and PostgreSQL ended one with an error.
CREATE OR REPLACE FUNCTION wl_timeline_lock_all(authors uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT wl_timeline_lock_key(a) AS k FROM unnest(authors) a ORDER BY 1) keys;
END $$;

CREATE OR REPLACE FUNCTION wl_timeline_lock_all_shared(authors uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT wl_timeline_lock_key(a) AS k FROM unnest(authors) a ORDER BY 1) keys;
END $$;
