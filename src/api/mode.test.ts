import { resolveApiMode } from './mode';

describe('resolveApiMode', () => {
  it('runs the dev server on mocks and builds live when no mode is given', () => {
    expect(resolveApiMode({ command: 'serve', explicit: undefined })).toBe('mock');
    expect(resolveApiMode({ command: 'build', explicit: undefined })).toBe('live');
    expect(resolveApiMode({ command: 'build', explicit: '' })).toBe('live');
  });

  it('lets an explicit mode win either way', () => {
    expect(resolveApiMode({ command: 'serve', explicit: 'live' })).toBe('live');
    expect(resolveApiMode({ command: 'build', explicit: 'mock' })).toBe('mock');
    expect(resolveApiMode({ command: 'build', explicit: ' live ' })).toBe('live');
  });

  it('refuses a value it does not know instead of guessing', () => {
    expect(() => resolveApiMode({ command: 'build', explicit: 'Mock' })).toThrow(
      'VITE_API_MODE must be "mock" or "live", not "Mock".',
    );
  });
});
