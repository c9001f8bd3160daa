-- Device links (deviceLinks.ts): a wall's computer shows one screen or playlist with nobody signed
-- in. Only the token's SHA-256 is kept: the token itself is shown once, to the admin who made it.
CREATE TABLE device_links (
  id text PRIMARY KEY,
  name text NOT NULL,
  token_sha256 text NOT NULL UNIQUE,
  target_kind text NOT NULL CHECK (target_kind IN ('screen', 'playlist')),
  target_id text NOT NULL,
  created_by_subject text,
  created_by_email text,
  created_by_name text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by_subject text,
  revoked_by_email text,
  revoked_by_name text,
  -- The screen operations its screens' tiles read, and the screens it may read, as last worked
  -- out from the screens themselves (null: not yet).
  scope jsonb,
  screen_ids jsonb,
  scoped_at timestamptz,
  last_used_at timestamptz,
  last_used_from text
);

CREATE INDEX device_links_created_at ON device_links (created_at DESC);

-- Every address a link was used from: the first use from each is audited.
CREATE TABLE device_link_addresses (
  link_id text NOT NULL REFERENCES device_links (id) ON DELETE CASCADE,
  address text NOT NULL,
  first_used_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  PRIMARY KEY (link_id, address)
);
