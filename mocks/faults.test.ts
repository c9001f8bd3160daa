// @vitest-environment jsdom
import { formatFaultSpec, parseFaultSpec, type Fault } from './faults';
import {
  FAULTS_STORAGE_KEY,
  getFaultSpec,
  initFaults,
  setFaultSpec,
  takeFaults,
} from './faultState';

function faults(spec: string): Fault[] {
  const result = parseFaultSpec(spec);
  if (!result.ok) throw new Error(result.error);
  return result.faults;
}

function error(spec: string): string {
  const result = parseFaultSpec(spec);
  if (result.ok) throw new Error(`expected ${spec} to be rejected`);
  return result.error;
}

describe('fault spec syntax', () => {
  it('parses the documented example', () => {
    expect(
      faults('screen:DescribeScreenAlarmEventList:500,lake:*:latency-2000,agent:offline'),
    ).toEqual([
      {
        service: 'screen',
        operation: 'DescribeScreenAlarmEventList',
        effect: { kind: 'status', status: 500 },
        times: null,
      },
      { service: 'lake', operation: '*', effect: { kind: 'latency', ms: 2000 }, times: null },
      { service: 'agent', operation: '*', effect: { kind: 'offline' }, times: null },
    ]);
  });

  it('accepts malformed, wildcards, a repeat count, spaces and empty specs', () => {
    expect(faults('agent:ListWebhookEvents:malformed')[0]?.effect).toEqual({ kind: 'malformed' });
    expect(faults('*:*:503')[0]).toMatchObject({ service: '*', operation: '*' });
    expect(faults('agent:ListWebhooks:500*4')[0]).toMatchObject({
      effect: { kind: 'status', status: 500 },
      times: 4,
    });
    expect(faults('oss:offline*2')[0]).toMatchObject({ effect: { kind: 'offline' }, times: 2 });
    expect(faults(' agent:offline , lake:*:400 ,')).toHaveLength(2);
    expect(faults('')).toEqual([]);
    expect(faults(' , ')).toEqual([]);
  });

  it('formats back to the same syntax', () => {
    const spec =
      'screen:DescribeScreenAlarmEventList:500,lake:*:latency-2000,agent:offline,agent:ListWebhooks:503*4,oss:*:malformed';
    expect(formatFaultSpec(faults(spec))).toBe(spec);
    expect(formatFaultSpec(faults(' agent:offline ,'))).toBe('agent:offline');
  });

  it('names the bad token and says what is wrong', () => {
    expect(error('agent:offline,db:*:500')).toBe(
      'Fault "db:*:500" names an unknown service "db"; use screen, lake, agent, oss or *.',
    );
    expect(error('agent:ListWebhooks:700')).toMatch(
      /^Fault "agent:ListWebhooks:700" has status 700; .*400 to 599/,
    );
    expect(error('agent:ListWebhooks:200')).toMatch(/"agent:ListWebhooks:200".*400 to 599/);
    expect(error('agent:ListWebhook:500')).toMatch(
      /"agent:ListWebhook:500" names an unknown agent operation "ListWebhook"; known: ListWebhooks/,
    );
    expect(error('lake:*:latency-soon')).toMatch(/"lake:\*:latency-soon" has an invalid latency/);
    expect(error('lake:*:latency-999999')).toMatch(/invalid latency/);
    expect(error('agent:*:explode')).toMatch(/"agent:\*:explode" has an unknown effect "explode"/);
    expect(error('agent:500')).toMatch(/"agent:500" should look like service:operation:effect/);
    expect(error('agent')).toMatch(/"agent" should look like/);
    expect(error('a:b:c:d')).toMatch(/"a:b:c:d" should look like/);
    expect(error('agent:List-Webhooks:500')).toMatch(/invalid operation name "List-Webhooks"/);
    expect(error('agent:*:500*0')).toMatch(/invalid repeat count "\*0"/);
    expect(error('agent:*:500*')).toMatch(/invalid repeat count "\*"/);
  });

  it('accepts any well-formed operation of services whose operations are not registered yet', () => {
    expect(faults('oss:DescribeAnything:500')).toHaveLength(1);
  });
});

describe('faults in force', () => {
  it('stores the spec for the tab, and clears it', () => {
    expect(setFaultSpec(' agent:offline ')).toEqual({ ok: true });
    expect(getFaultSpec()).toBe('agent:offline');
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBe('agent:offline');
    expect(setFaultSpec('')).toEqual({ ok: true });
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
  });

  it('keeps the current faults when the new spec is invalid', () => {
    setFaultSpec('agent:ListWebhooks:500');
    const result = setFaultSpec('agent:ListWebhooks:5000');
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('5000') });
    expect(getFaultSpec()).toBe('agent:ListWebhooks:500');
  });

  it('starts from the URL parameter, else from the tab, and ignores an invalid URL spec', () => {
    sessionStorage.setItem(FAULTS_STORAGE_KEY, 'agent:offline');
    initFaults(null);
    expect(getFaultSpec()).toBe('agent:offline');
    initFaults('lake:*:latency-10');
    expect(getFaultSpec()).toBe('lake:*:latency-10');
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBe('lake:*:latency-10');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initFaults('agent:nope');
    expect(getFaultSpec()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"agent:nope"'));
    warn.mockRestore();
  });

  it('adds up latencies, applies the first replacing fault, and counts down limited ones', () => {
    setFaultSpec('agent:*:latency-100,*:*:latency-20,agent:ListWebhooks:500*2,agent:*:503');
    expect(takeFaults('agent', 'ListWebhooks')).toEqual({
      latencyMs: 120,
      effect: { kind: 'status', status: 500 },
      source: 'agent:ListWebhooks:500*2',
    });
    expect(takeFaults('agent', 'ListWebhooks').effect).toEqual({ kind: 'status', status: 500 });
    expect(takeFaults('agent', 'ListWebhooks')).toMatchObject({
      effect: { kind: 'status', status: 503 },
    });
    expect(takeFaults('lake', 'ListCatalogs')).toEqual({
      latencyMs: 20,
      effect: null,
      source: null,
    });
  });
});
