// @vitest-environment jsdom
import { formatFaultSpec, parseFaultSpec, type Fault } from './faults';
import {
  clearFaults,
  FAULTS_STORAGE_KEY,
  getFaultSpec,
  getStartupFaultProblems,
  initFaults,
  setBrowserOffline,
  setFaultSpec,
  takeFaults,
} from './faultState';

function faults(spec: string): Fault[] {
  const result = parseFaultSpec(spec);
  if (result.problems.length > 0) throw new Error(result.problems[0]?.message);
  return result.faults;
}

/** The message of the one entry left out of `spec`. */
function error(spec: string): string {
  const { problems } = parseFaultSpec(spec);
  if (problems.length !== 1) throw new Error(`expected one entry of ${spec} to be left out`);
  return problems[0]!.message;
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
      /"agent:ListWebhook:500" names an unknown agent operation "ListWebhook"; did you mean "ListWebhooks"\? known: ListWebhooks/,
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

  it('keeps the valid entries of a list with bad ones, and says why each bad one was left out', () => {
    const result = parseFaultSpec(
      'screen:DescribeScreenEmerRisk:403, agent:ListWebhook:500 ,agent:*:latency-2000,db:*:500,agent:*:teapot*2',
    );
    expect(formatFaultSpec(result.faults)).toBe(
      'screen:DescribeScreenEmerRisk:403,agent:*:latency-2000',
    );
    expect(result.problems.map(({ token, reason }) => ({ token, reason }))).toEqual([
      {
        token: 'agent:ListWebhook:500',
        reason: {
          code: 'unknownOperation',
          service: 'agent',
          value: 'ListWebhook',
          suggestion: 'ListWebhooks',
        },
      },
      {
        token: 'db:*:500',
        reason: {
          code: 'unknownService',
          value: 'db',
          services: ['screen', 'lake', 'agent', 'oss'],
        },
      },
      { token: 'agent:*:teapot*2', reason: { code: 'effect', value: 'teapot' } },
    ]);
  });

  it('gives each reason its part at fault', () => {
    const reason = (spec: string) => parseFaultSpec(spec).problems[0]?.reason;
    expect(reason('agent:500')).toEqual({ code: 'shape' });
    expect(reason('agent:List-Webhooks:500')).toEqual({
      code: 'badOperation',
      value: 'List-Webhooks',
    });
    expect(reason('agent:ListWebhooks:200')).toEqual({ code: 'status', value: '200' });
    expect(reason('lake:*:latency-soon')).toEqual({ code: 'latency', value: 'soon', max: 120_000 });
    expect(reason('agent:*:500*0')).toEqual({ code: 'repeat', value: '0' });
    // Nothing near enough to suggest.
    expect(reason('agent:Zzz:500')).toMatchObject({ code: 'unknownOperation', suggestion: null });
    // Case and a letter or two off.
    expect(reason('screen:describeScreenEmerRisc:500')).toMatchObject({
      suggestion: 'DescribeScreenEmerRisk',
    });
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

  it('applies the valid entries of a list with bad ones and names the ones left out', () => {
    setFaultSpec('agent:ListWebhooks:500');
    const result = setFaultSpec('agent:ListWebhookEvents:503*2,agent:ListWebhooks:5000');
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringContaining('"agent:ListWebhooks:5000" has status 5000'),
      problems: [{ token: 'agent:ListWebhooks:5000', reason: { code: 'status', value: '5000' } }],
    });
    expect(getFaultSpec()).toBe('agent:ListWebhookEvents:503*2');
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBe('agent:ListWebhookEvents:503*2');
    expect(takeFaults('agent', 'ListWebhookEvents').effect).toEqual({
      kind: 'status',
      status: 503,
    });
    // A list of nothing but bad entries leaves no faults in force.
    expect(setFaultSpec('agent:nope')).toMatchObject({ ok: false });
    expect(getFaultSpec()).toBe('');
  });

  it('starts from the URL parameter, else from the tab', () => {
    sessionStorage.setItem(FAULTS_STORAGE_KEY, 'agent:offline');
    initFaults(null);
    expect(getFaultSpec()).toBe('agent:offline');
    initFaults('lake:*:latency-10');
    expect(getFaultSpec()).toBe('lake:*:latency-10');
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBe('lake:*:latency-10');
    expect(getStartupFaultProblems()).toEqual([]);
  });

  it('at startup applies the valid entries of the URL list and warns naming the ones left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initFaults('screen:DescribeScreenEmerRisk:403,agent:ListWebhook:500,agent:nope');
    expect(getFaultSpec()).toBe('screen:DescribeScreenEmerRisk:403');
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(
      /^Mock faults: ignored 2 entries of the mock-fault parameter \(in force: screen:DescribeScreenEmerRisk:403\)\./,
    );
    expect(message).toContain('"agent:ListWebhook:500" names an unknown agent operation');
    expect(message).toContain('"agent:nope" should look like');
    expect(getStartupFaultProblems().map((problem) => problem.token)).toEqual([
      'agent:ListWebhook:500',
      'agent:nope',
    ]);

    initFaults('agent:nope');
    expect(getFaultSpec()).toBe('');
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /ignored 1 entry of the mock-fault parameter \(no other faults are in force\)/,
      ),
    );
    warn.mockRestore();

    // A reset forgets them; a clean start has none.
    clearFaults();
    expect(getStartupFaultProblems()).toEqual([]);
    initFaults(null);
    expect(getStartupFaultProblems()).toEqual([]);
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

  it('chaos: a seeded share of requests gets a 5xx, a 429 with Retry-After, latency or a drop', () => {
    expect(faults('*:*:chaos-42,agent:*:chaos-7-5*3')).toEqual([
      {
        service: '*',
        operation: '*',
        effect: { kind: 'chaos', seed: 42, percent: 30 },
        times: null,
      },
      {
        service: 'agent',
        operation: '*',
        effect: { kind: 'chaos', seed: 7, percent: 5 },
        times: 3,
      },
    ]);
    expect(formatFaultSpec(faults('*:*:chaos-42'))).toBe('*:*:chaos-42-30');
    expect(error('*:*:chaos-1-0')).toMatch(/unknown effect "chaos-1-0".*chaos-<seed>/);
    expect(error('*:*:chaos-x')).toMatch(/unknown effect/);

    const run = () => {
      setFaultSpec('*:*:chaos-42-50');
      return Array.from({ length: 400 }, () => takeFaults('screen', 'DescribeScreenSetting'));
    };
    const outcomes = run();
    // The same seed gives the same faults in the same order.
    expect(run()).toEqual(outcomes);
    const kinds = outcomes.map(({ effect, latencyMs }) =>
      effect?.kind === 'status'
        ? effect.status === 429
          ? '429'
          : '5xx'
        : (effect?.kind ?? (latencyMs > 0 ? 'latency' : 'none')),
    );
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect(count('none')).toBeGreaterThan(160);
    expect(count('none')).toBeLessThan(240);
    for (const kind of ['5xx', '429', 'latency', 'offline'])
      expect(count(kind)).toBeGreaterThan(10);
    for (const { effect, latencyMs } of outcomes) {
      if (effect?.kind === 'status' && effect.status === 429) {
        expect(effect.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(effect.retryAfterSeconds).toBeLessThanOrEqual(2);
      } else if (effect?.kind === 'status') {
        expect([500, 502, 503, 504]).toContain(effect.status);
        expect(effect.retryAfterSeconds).toBeUndefined();
      }
      expect(latencyMs).toBeLessThanOrEqual(120);
    }
    // Another seed, another sequence; faults switched off, nothing.
    setFaultSpec('*:*:chaos-43-50');
    const other = Array.from({ length: 400 }, () => takeFaults('screen', 'DescribeScreenSetting'));
    expect(other).not.toEqual(outcomes);
    setFaultSpec('');
    expect(takeFaults('lake', 'ListCatalogs')).toEqual({
      latencyMs: 0,
      effect: null,
      source: null,
    });
  });

  it('while the browser is offline, every request fails as with no network', () => {
    setFaultSpec('agent:*:500');
    setBrowserOffline(true);
    try {
      expect(takeFaults('lake', 'ListCatalogs').effect).toEqual({ kind: 'offline' });
      expect(takeFaults('agent', 'ListWebhooks').effect).toEqual({ kind: 'offline' });
    } finally {
      setBrowserOffline(false);
    }
    expect(takeFaults('lake', 'ListCatalogs').effect).toBeNull();
    expect(takeFaults('agent', 'ListWebhooks').effect).toEqual({ kind: 'status', status: 500 });
    setFaultSpec('');
  });
});
