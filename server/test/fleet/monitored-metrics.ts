/**
 * The metrics the recipe's alert rules and dashboard use (deploy/monitoring/): the management listener must
 * serve each (server/src/plugins/management.test.ts holds that), and the rules may use no other.
 */
export const MONITORED_METRICS = [
  'http_server_request_duration_seconds_bucket',
  'http_server_request_duration_seconds_count',
  'http_server_request_duration_seconds_sum',
  'http_server_active_requests',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'backstage_password_hash_queue_depth',
  'backstage_password_hash_refusals_total',
  'backstage_mail_outbox_pending',
  'backstage_mail_outbox_oldest_age_seconds',
  'backstage_job_runs_total',
  'backstage_job_failures_total',
  'backstage_job_last_success_timestamp_seconds',
  'backstage_sign_ins_total',
  'backstage_sign_ups_total',
  'backstage_rate_limit_refusals_total',
  'backstage_tokens_refreshed_total',
  'backstage_oidc_codes_issued_total',
] as const;
