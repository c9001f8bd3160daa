-- Playlists of saved screens for the wall (playlists.ts): a team's, listed with who made them.
CREATE TABLE playlists (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- [{"screenId": "...", "seconds": 60}, ...], checked by the contract's playlistProblems.
  entries jsonb NOT NULL,
  created_by_subject text,
  created_by_email text,
  created_by_name text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Raised by every change; an update names the version it read (a stale one is refused).
  version integer NOT NULL DEFAULT 1
);

CREATE INDEX playlists_updated_at ON playlists (updated_at DESC);
