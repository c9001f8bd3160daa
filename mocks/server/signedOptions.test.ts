import { parseServerArgs } from './options';
import { DEMO_ACCESS_KEY } from './signedOptions';

describe('mock-server signed mode options', () => {
  it('is off unless asked for', () => {
    const parsed = parseServerArgs([]);
    expect(parsed.ok && parsed.options.signatures).toBeFalsy();
  });

  it('accepts the demo pair and the demo agent key when given no keys', () => {
    const parsed = parseServerArgs(['--require-signatures']);
    expect(parsed.ok && parsed.options.signatures).toEqual({
      accessKeys: new Map([[DEMO_ACCESS_KEY.id, DEMO_ACCESS_KEY.secret]]),
      agentKey: 'demo-key',
    });
  });

  it('takes keys from the environment and the command line, and the agent key', () => {
    const parsed = parseServerArgs(
      ['--access-key', 'AK2:secret:with:colons', '--agent-key=agent-1'],
      { PARAPET_MOCK_ACCESS_KEYS: 'AK1:s1, AK3:s3' },
    );
    expect(parsed.ok && parsed.options.signatures).toEqual({
      accessKeys: new Map([
        ['AK1', 's1'],
        ['AK3', 's3'],
        ['AK2', 'secret:with:colons'],
      ]),
      agentKey: 'agent-1',
    });
  });

  it.each([
    [['--access-key', 'no-secret'], {}, /ID:SECRET/],
    [['--agent-key', 'k'], {}, /needs --require-signatures/],
    [['--require-signatures'], { PARAPET_MOCK_ACCESS_KEYS: ':x' }, /PARAPET_MOCK_ACCESS_KEYS/],
  ])('refuses %j %j', (argv, env, message) => {
    const parsed = parseServerArgs(argv, env);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(message);
  });
});
