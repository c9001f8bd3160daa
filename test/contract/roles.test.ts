// @vitest-environment node
/**
 * Who may call what: the gateway applies the role table to the console's registries
 * (gateway/auth.ts `operationsFor`), the demo's mock to its own route tables
 * (mocks/core/roleState.ts). Both must list the same operations for each role, so the demo shows
 * each role what the gateway would let it do.
 */
import { operationsFor as gatewayOperations } from '../../gateway/auth';
import { AllowList } from '../../gateway/allowList';
import { operationsFor as mockOperations } from '../../mocks/core/roleState';
import { ROLES } from '../../src/api/contract';

describe('the role table, applied by the gateway and by the demo mock', () => {
  const allowList = new AllowList();

  it.each(ROLES)('%s: the same operations on both sides', (role) => {
    expect(mockOperations(role)).toEqual(gatewayOperations(allowList, role));
  });

  it('each role includes the one below it, and the viewer writes nothing', () => {
    const count = (role: (typeof ROLES)[number]) =>
      Object.values(mockOperations(role)).reduce((sum, names) => sum + names.length, 0);
    expect(count('viewer')).toBeLessThan(count('editor'));
    expect(count('editor')).toBeLessThan(count('admin'));
    expect(mockOperations('viewer').screen).not.toContain('CreateScreenSetting');
    expect(mockOperations('viewer').lake).not.toContain('GetTableToken');
    expect(mockOperations('editor').lake).toContain('DropTable');
    expect(mockOperations('editor').lake).not.toContain('BatchGrantPermissions');
  });
});
