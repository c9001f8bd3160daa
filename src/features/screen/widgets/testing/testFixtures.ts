/**
 * Screen service answers for the tile tests, by `Action` (and `Type` for attack analysis). Fixed
 * values so tests can assert exact numbers; built as plain JSON, as the service would send it.
 */
import { lastDates } from '../../../../../test/dates';

const DAY = 86_400_000;

const dates = ['2026-11-12', '2026-11-13', '2026-11-14'];

export function securityStat() {
  return {
    RequestId: 'req-stat',
    SecurityEvent: {
      SeriousCount: 4,
      SuspiciousCount: 9,
      RemindCount: 15,
      TotalCount: 28,
      ValueArray: ['8', '10', '10'],
      SeriousList: ['1', '2', '1'],
      SuspiciousList: ['3', '3', '3'],
      RemindList: ['4', '5', '6'],
      DateArray: dates,
      LevelsOn: ['serious', 'suspicious', 'remind'],
    },
    AttackEvent: { TotalCount: 1234, DateArray: dates, ValueArray: ['400', '500', '334'] },
    HealthCheck: {
      HighCount: 7,
      MediumCount: 11,
      LowCount: 2,
      TotalCount: 20,
      HighList: ['2', '3', '2'],
      MediumList: ['4', '4', '3'],
      LowList: ['1', '0', '1'],
      ValueArray: ['7', '7', '6'],
      DateArray: dates,
      LevelsOn: ['high', 'medium', 'low'],
    },
    Vulnerability: {
      AsapCount: 5,
      LaterCount: 12,
      NntfCount: 30,
      TotalCount: 47,
      AsapList: ['1', '2', '2'],
      LaterList: ['4', '4', '4'],
      NntfList: ['10', '10', '10'],
      ValueArray: ['15', '16', '16'],
      DateArray: dates,
      LevelsOn: ['asap', 'later', 'nntf'],
    },
  };
}

export const summary = () => ({
  RequestId: 'req-summary',
  AgentClientOnlineCount: 17,
  AgentClientOfflineCount: 3,
  SecurityScore: 82,
});

export const hostStatistics = () => ({
  RequestId: 'req-hosts',
  Data: {
    SafeCount: Array.from({ length: 12 }, (_, i) => `safe-${i}`),
    WeaknessMachineNames: ['web-1|1.1.1.1|10.0.0.1', 'db-1|1.1.1.2|10.0.0.2'],
    SuspEventMachineNames: ['a|1.1.1.3|10.0.0.3', 'b|1.1.1.4|10.0.0.4'],
    SuspEventUuids: ['u1', 'u2', 'u3', 'u4'],
    WeaknessUuids: ['w1', 'w2'],
  },
});

export const emerRisk = () => ({
  RequestId: 'req-emer',
  CloudHcRiskItems: [
    { VulName: 'OpenSSH regreSSHion', Level: 'LATER', AffectCount: 40 },
    { VulName: 'Log4Shell', Level: 'ASAP', AffectCount: 3 },
    { VulName: 'Spring4Shell', Level: 'ASAP', AffectCount: 9 },
    { VulName: 'Old kernel', Level: 'NNTF', AffectCount: 99 },
  ],
});

export const cloudHcRisk = () => ({
  RequestId: 'req-cloud',
  CloudHcRiskItems: [
    { Pass: true, CheckItem: 'MFA for root', Level: 'HIGH', AffectCount: 0 },
    { Pass: false, CheckItem: 'Open SSH to the world', Level: 'HIGH', AffectCount: 6 },
    { Pass: false, CheckItem: 'Public bucket', Level: 'HIGH', AffectCount: 11 },
    { Pass: false, CheckItem: 'Log retention', Level: 'LOW', AffectCount: 2 },
    { Pass: true, CheckItem: 'Key rotation', Level: 'MEDIUM', AffectCount: 0 },
  ],
});

/** Scores on the last three dates ending today: inside any day window of the tile. */
export const scoreThread = () => ({
  RequestId: 'req-score',
  Data: { SocreThread: ['90', '84', '96'], SocreThreadDate: lastDates(3) },
});

/** Handled items on the last three dates ending today: inside any day window of the tile. */
export const operateInfo = () => ({
  RequestId: 'req-op',
  HealthCheckDealedCount: 21,
  SecurityEventDealedCount: 34,
  VulnerabilityDealedCount: 55,
  HealthCheckValueArray: ['5', '7', '9'],
  SuspEventValueArray: ['10', '12', '12'],
  VulValueArray: ['15', '20', '20'],
  DateArray: lastDates(3),
});

const base = Date.UTC(2026, 10, 14, 0, 0, 0);

const attackData: Record<string, unknown[]> = {
  TOTAL: [],
  TREND: [
    { crack_hour: base + 2 * 3_600_000, crack_cnt: 30 },
    { crack_hour: base, crack_cnt: 10 },
    { crack_hour: base + 3_600_000, crack_cnt: 20 },
  ],
  PIE_CHART: [
    { crack_type: '5', crack_cnt: 50 },
    { crack_type: 101, crack_cnt: 20 },
    { crack_type: 'weird-type', crack_cnt: 5 },
    { crack_type: '5', crack_cnt: 10 },
  ],
  SOURCE_TOP: [
    { crack_src_ip: '203.0.113.1', location: 'Hangzhou', crack_cnt: 80 },
    { crack_src_ip: '203.0.113.2', location: 'Berlin', crack_cnt: 60 },
    { crack_src_ip: '203.0.113.3', crack_cnt: 50 },
    { crack_src_ip: '203.0.113.4', location: 'Paris', crack_cnt: 40 },
    { crack_src_ip: '203.0.113.5', location: 'Oslo', crack_cnt: 30 },
    { crack_src_ip: '203.0.113.6', location: 'Rome', crack_cnt: 1 },
  ],
  CLIENT_TOP: [
    { instanceName: 'web-1', internetIp: '198.51.100.1', crack_cnt: 70 },
    { client_ip: '198.51.100.9', crack_cnt: 90 },
  ],
};

export function attackAnalysis(type: string) {
  return {
    RequestId: `req-attack-${type}`,
    Data: JSON.stringify(attackData[type] ?? []),
    Total: type === 'TOTAL' ? 345 : (attackData[type]?.length ?? 0),
  };
}

export function alarmEvents(now = Date.now()) {
  const levels = ['serious', 'suspicious', 'remind'] as const;
  const events = Array.from({ length: 5 }, (_, i) => ({
    Dealed: false,
    DataSource: 'agent',
    InternetIp: `1.2.3.${i}`,
    IntranetIp: `10.0.0.${i}`,
    InstanceName: `host-${i}`,
    Uuid: `uuid-${i}`,
    SuspiciousEventCount: 1,
    AlarmUniqueInfo: `alarm-${i}`,
    CanCancelFault: false,
    CanBeDealOnLine: true,
    StartTime: now - (i + 2) * 3_600_000,
    // Ten minutes past the hour, so "1 hr. ago" holds however long the test takes.
    EndTime: now - (i + 1) * 3_600_000 - 600_000,
    Description: `Description ${i}`,
    Solution: 'Isolate',
    AlarmEventType: 'process',
    AlarmEventName: `Alarm number ${i}`,
    SaleVersion: '1',
    Level: levels[i % 3],
  }));
  return {
    RequestId: 'req-alarms',
    PageInfo: { CurrentPage: 1, PageSize: 5, TotalCount: 42, Count: 5 },
    SuspEvents: events,
  };
}

/** The success body of `action`, or undefined for an operation the tiles do not call. */
export function fixtureFor(action: string, params: URLSearchParams): unknown {
  switch (action) {
    case 'DescribeScreenSecurityStatInfo':
      return securityStat();
    case 'DescribeScreenSummaryInfo':
      return summary();
    case 'DescribeScreenHostStatistics':
      return hostStatistics();
    case 'DescribeScreenEmerRisk':
      return emerRisk();
    case 'DescribeScreenCloudHcRisk':
      return cloudHcRisk();
    case 'DescribeScreenScoreThread':
      return scoreThread();
    case 'DescribeScreenOperateInfo':
      return operateInfo();
    case 'DescribeScreenAttackAnalysisData':
      return attackAnalysis(params.get('Type') ?? '');
    case 'DescribeScreenAlarmEventList':
      return alarmEvents();
    default:
      return undefined;
  }
}

export { DAY };
