-- Audit records: one per write and storage-token read made through the gateway (audit.ts).
-- Written before the call goes out (outcome 'unfinished') and completed when it is answered, so a
-- change is never made unrecorded.
CREATE TABLE audit_records (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  instance text NOT NULL,
  user_subject text,
  user_email text,
  user_name text,
  role text,
  device text,
  service text NOT NULL,
  operation text NOT NULL,
  method text NOT NULL,
  resource jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The resource's path, parent first (service/catalog/database/table): a later answered drop of
  -- a path marks this record's resource, and everything under it, gone.
  resource_path text,
  outcome text NOT NULL,
  upstream_status integer,
  request_id text,
  duration_ms double precision,
  gateway_request_id text NOT NULL
);

-- The activity page reads newest first, by everyone or by one person, by operation.
CREATE INDEX audit_records_time ON audit_records (time DESC, id DESC);
CREATE INDEX audit_records_user_time ON audit_records (user_subject, time DESC, id DESC);
CREATE INDEX audit_records_operation_time ON audit_records (operation, time DESC, id DESC);
CREATE INDEX audit_records_resource_path ON audit_records (resource_path text_pattern_ops)
  WHERE resource_path IS NOT NULL;
