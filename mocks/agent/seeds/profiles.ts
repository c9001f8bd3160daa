import type { KNOWN_EVENT_KINDS } from '../../../src/api/agent/assumed';

/**
 * Kinds the demo's endpoints subscribe to: the three the spec shows in `events`. The spec names
 * `session.thread_idled` only on a delivered record and gives no rule sending it to endpoints
 * subscribed to another kind, so the demo delivers only subscribed kinds and none of it.
 */
type SubscribableKind = Exclude<(typeof KNOWN_EVENT_KINDS)[number], 'session.thread_idled'>;

const FAILURE = {
  http500: 'HTTP 500 Internal Server Error',
  http502: 'HTTP 502 Bad Gateway',
  http503: 'HTTP 503 Service Unavailable',
  http404: 'HTTP 404 Not Found',
  refused: 'Connection refused',
  timeout: 'Timed out after 10s',
  tls: 'TLS handshake failed',
} as const;
export type FailureReason = (typeof FAILURE)[keyof typeof FAILURE];

/** A stretch of time in which every delivery fails, e.g. a receiver that is down. */
interface FailureRun {
  /** Starts this long before the end of the endpoint's delivery period (anchor or disable time). */
  startsBeforeEndMs: number;
  /** Reason by time since the run started: the first entry whose `untilMs` is not yet reached. */
  phases: readonly { untilMs: number; reason: FailureReason }[];
}

export interface EndpointProfile {
  description: string | null;
  url: string;
  events: readonly SubscribableKind[];
  createdDaysAgo: number;
  /** Days after creation the endpoint was last edited, if ever (ACTIVE endpoints only). */
  editedDaysAfterCreate: number | null;
  /** DISABLED (MANUAL) this many days before the anchor; deliveries stop then. */
  disabledDaysAgo: number | null;
  /** Relative delivery rate per day; 0 means the endpoint has never received anything. */
  rate: number;
  failRate: number;
  reasons: readonly (readonly [FailureReason, number])[];
  /** Median response time of the receiver on success. */
  medianMs: number;
  failureRun: FailureRun | null;
  /** How many of the newest deliveries are still being retried (only very recent ones). */
  retrying: number;
}

const HOUR = 3_600_000;
const ALL_KINDS: readonly SubscribableKind[] = [
  'session.updated',
  'session.status_idled',
  'session.thread_terminated',
];

/**
 * The demo's endpoints, newest first. Written out by hand so the data tells small stories: a busy
 * CRM sync, a paging bridge whose receiver has been down for hours, endpoints disabled after a
 * failure streak or a migration, one that has never received anything.
 */
export const ENDPOINT_PROFILES: readonly EndpointProfile[] = [
  {
    description: 'Session sync → CRM',
    url: 'https://hooks.acme-example.com/agent/sessions',
    events: ALL_KINDS,
    createdDaysAgo: 19,
    editedDaysAfterCreate: 4,
    disabledDaysAgo: null,
    rate: 34,
    failRate: 0.015,
    reasons: [
      [FAILURE.http500, 3],
      [FAILURE.http502, 1],
      [FAILURE.timeout, 1],
    ],
    medianMs: 140,
    failureRun: null,
    retrying: 2,
  },
  {
    description: null,
    url: 'https://webhook.example.com/receiver/7f3a9c',
    events: ['session.updated'],
    createdDaysAgo: 24,
    editedDaysAfterCreate: null,
    disabledDaysAgo: null,
    rate: 4,
    failRate: 0.04,
    reasons: [
      [FAILURE.http404, 3],
      [FAILURE.http500, 1],
    ],
    medianMs: 60,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Partner relay (EU) — awaiting go-live',
    url: 'https://eu.relay.partner-example.net/agent/hooks',
    events: ['session.thread_terminated'],
    createdDaysAgo: 27,
    editedDaysAfterCreate: 2,
    disabledDaysAgo: null,
    rate: 0,
    failRate: 0,
    reasons: [],
    medianMs: 100,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'On-call paging bridge',
    url: 'https://alerts.globex-example.net/webhooks/agent',
    events: ['session.thread_terminated', 'session.status_idled'],
    createdDaysAgo: 41,
    editedDaysAfterCreate: 12,
    disabledDaysAgo: null,
    rate: 12,
    failRate: 0.01,
    reasons: [[FAILURE.http503, 1]],
    medianMs: 110,
    // The receiver went down 9 hours ago: a few gateway errors, then nothing listening.
    failureRun: {
      startsBeforeEndMs: 9 * HOUR,
      phases: [
        { untilMs: 0.7 * HOUR, reason: FAILURE.http502 },
        { untilMs: Infinity, reason: FAILURE.refused },
      ],
    },
    retrying: 0,
  },
  {
    description: 'Analytics ingest (all session events)',
    url: 'https://ingest.initech-example.io/v2/events',
    events: ALL_KINDS,
    createdDaysAgo: 55,
    editedDaysAfterCreate: 30,
    disabledDaysAgo: null,
    rate: 16,
    failRate: 0.02,
    reasons: [
      [FAILURE.http500, 2],
      [FAILURE.http503, 2],
      [FAILURE.timeout, 1],
    ],
    medianMs: 90,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Staging mirror',
    url: 'https://staging.hooks.acme-example.com/agent/sessions',
    events: ['session.updated'],
    createdDaysAgo: 62,
    editedDaysAfterCreate: null,
    disabledDaysAgo: 3.2,
    rate: 5,
    failRate: 0.03,
    reasons: [
      [FAILURE.tls, 2],
      [FAILURE.refused, 1],
    ],
    medianMs: 180,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Slack notifications #agent-ops',
    url: 'https://notify.umbrella-example.org/slack/agent-sessions',
    events: ['session.thread_terminated'],
    createdDaysAgo: 70,
    editedDaysAfterCreate: null,
    disabledDaysAgo: null,
    rate: 3,
    failRate: 0,
    reasons: [],
    medianMs: 75,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Billing usage meter',
    url: 'https://billing.hooli-example.com/hooks/agent-usage',
    events: ['session.updated', 'session.thread_terminated'],
    createdDaysAgo: 84,
    editedDaysAfterCreate: 40,
    disabledDaysAgo: null,
    rate: 9,
    failRate: 0.008,
    reasons: [
      [FAILURE.timeout, 3],
      [FAILURE.http500, 1],
    ],
    medianMs: 220,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Incident bot (paused during migration)',
    url: 'https://bots.hooli-example.com/incident/agent',
    events: ['session.thread_terminated', 'session.status_idled'],
    createdDaysAgo: 97,
    editedDaysAfterCreate: null,
    disabledDaysAgo: 1.1,
    rate: 6,
    failRate: 0.01,
    reasons: [[FAILURE.http500, 1]],
    medianMs: 130,
    // Disabled by hand after failing for most of a working day.
    failureRun: {
      startsBeforeEndMs: 8 * HOUR,
      phases: [
        { untilMs: 6 * HOUR, reason: FAILURE.http500 },
        { untilMs: Infinity, reason: FAILURE.http503 },
      ],
    },
    retrying: 0,
  },
  {
    description: 'QA sandbox receiver',
    url: 'https://qa.sandbox.globex-example.net/hooks/agent',
    events: ['session.updated', 'session.status_idled'],
    createdDaysAgo: 103,
    editedDaysAfterCreate: 90,
    disabledDaysAgo: null,
    rate: 3,
    failRate: 0.12,
    reasons: [
      [FAILURE.tls, 3],
      [FAILURE.http404, 1],
      [FAILURE.refused, 1],
    ],
    medianMs: 260,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Customer success idle alerts',
    url: 'https://cs.initech-example.io/agent/idle',
    events: ['session.status_idled'],
    createdDaysAgo: 118,
    editedDaysAfterCreate: null,
    disabledDaysAgo: null,
    rate: 2,
    failRate: 0,
    reasons: [],
    medianMs: 95,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Audit log v2',
    url: 'https://audit.acme-example.com/v2/agent/webhooks',
    events: ALL_KINDS,
    createdDaysAgo: 131,
    editedDaysAfterCreate: 7,
    disabledDaysAgo: null,
    rate: 12,
    failRate: 0.004,
    reasons: [[FAILURE.http500, 1]],
    medianMs: 70,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Data warehouse loader',
    url: 'https://etl.umbrella-example.org/agent/sessions',
    events: ALL_KINDS,
    createdDaysAgo: 146,
    editedDaysAfterCreate: 60,
    disabledDaysAgo: null,
    rate: 7,
    failRate: 0.01,
    reasons: [
      [FAILURE.timeout, 2],
      [FAILURE.http503, 1],
    ],
    medianMs: 400,
    failureRun: null,
    retrying: 0,
  },
  {
    description: 'Legacy audit log (replaced by Audit log v2)',
    url: 'https://audit-legacy.acme-example.com/agent',
    events: ALL_KINDS,
    createdDaysAgo: 160,
    editedDaysAfterCreate: null,
    disabledDaysAgo: 8.4,
    rate: 12,
    failRate: 0.01,
    reasons: [[FAILURE.http500, 1]],
    medianMs: 120,
    failureRun: null,
    retrying: 0,
  },
];
