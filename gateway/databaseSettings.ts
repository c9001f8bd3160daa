/** The settings of where the gateway keeps things (docs/deploy.md "Where the gateway keeps things"). */
import type { Setting } from './settings';

export const DATABASE_SETTINGS: readonly Setting[] = [
  {
    key: 'database.url',
    env: 'DATABASE_URL',
    kind: 'secret',
    shown: '',
    help: 'a PostgreSQL server (postgres://user:password@host:5432/name) for audit records, playlists and device links; how several instances share them. Unset: an embedded PGlite database in database.dir',
  },
  {
    key: 'database.dir',
    env: 'PARAPET_GATEWAY_DATA_DIR',
    kind: 'string',
    shown: '.parapet-gateway/db',
    help: "the embedded database's folder when database.url is unset (one instance only); memory:// keeps nothing",
  },
  {
    key: 'audit.retentionDays',
    env: 'PARAPET_GATEWAY_AUDIT_RETENTION_DAYS',
    kind: 'int',
    shown: '400',
    help: 'audit records older than this many days are removed (at start-up and hourly)',
  },
];
