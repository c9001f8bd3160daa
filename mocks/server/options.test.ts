import { DEFAULT_OPTIONS, parseServerArgs } from './options';

describe('mock-server options', () => {
  it('defaults to a local port with latency, in memory, normal scale, no faults', () => {
    expect(parseServerArgs([])).toEqual({ ok: true, options: DEFAULT_OPTIONS });
  });

  it('reads every flag, as --name value or --name=value, and adds up repeated faults', () => {
    const parsed = parseServerArgs([
      '--port=0',
      '--host',
      '0.0.0.0',
      '--scale',
      'large',
      '--fault',
      'screen:*:500',
      '--fault=agent:offline',
      '--state',
      '/tmp/state.json',
      '--no-latency',
      '--corpus',
      'xss',
    ]);
    expect(parsed).toEqual({
      ok: true,
      options: {
        port: 0,
        host: '0.0.0.0',
        scale: 'large',
        faults: 'screen:*:500,agent:offline',
        stateFile: '/tmp/state.json',
        corpus: 'xss',
        latency: false,
      },
    });
  });

  it.each([
    [['--colour', 'blue'], 'unknown option: --colour'],
    [['--port', 'http'], '--port: not a port: http'],
    [['--port', '70000'], '--port: not a port: 70000'],
    [['--scale', 'huge'], '--scale: normal or large, not huge'],
    [['--state'], '--state needs a value'],
    [['--corpus', 'sql'], '--corpus: xss is the one corpus, not sql'],
    [['--fault', '--no-latency'], '--fault needs a value'],
  ])('refuses %j: %s', (argv, error) => {
    expect(parseServerArgs(argv)).toEqual({ ok: false, error });
  });

  it('--chaos SEED[:PERCENT] adds a chaos fault on every service', () => {
    const chaos = (...argv: string[]) => {
      const parsed = parseServerArgs(argv);
      return parsed.ok ? parsed.options.faults : parsed.error;
    };
    expect(chaos('--chaos', '42')).toBe('*:*:chaos-42-30');
    expect(chaos('--fault', 'agent:offline', '--chaos=7:15')).toBe('agent:offline,*:*:chaos-7-15');
    expect(chaos('--chaos', '7:0')).toMatch(/--chaos: SEED or SEED:PERCENT/);
    expect(chaos('--chaos', 'x')).toMatch(/--chaos: SEED or SEED:PERCENT/);
  });
});
