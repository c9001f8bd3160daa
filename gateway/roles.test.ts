// Every operation of every registry has a role (a new write cannot slip through unclassified),
// the role table's counts, and the claim → role mapping.
import { OPERATION_REGISTRIES, type AnyOperation } from '../src/api/contract';
import { AllowList } from './allowList';
import { operationsFor } from './auth';
import {
  ADMIN_ONLY,
  EDITOR_WRITES,
  mayCall,
  requiredRole,
  roleFromClaim,
  ROLES,
  UnclassifiedOperation,
  type Role,
} from './roles';

const allowList = new AllowList();
const every = (['screen', 'lake', 'agent'] as const).flatMap((s) => allowList.operations(s));

describe('roles', () => {
  it('every operation of every registry has a role', () => {
    const registered = Object.values(OPERATION_REGISTRIES).flatMap((r) => Object.values(r));
    expect(registered).toHaveLength(84);
    for (const op of registered) expect(ROLES).toContain(requiredRole(op));
  });

  it('a write no table names stops the gateway, as would a new one added to a registry', () => {
    const sneaky = { service: 'lake', name: 'DropEverything', method: 'DELETE' } as const;
    expect(() => requiredRole(sneaky)).toThrow(UnclassifiedOperation);
    const registries = {
      ...OPERATION_REGISTRIES,
      lake: {
        ...OPERATION_REGISTRIES.lake,
        DropEverything: { ...OPERATION_REGISTRIES.lake.DropCatalog, name: 'DropEverything' },
      },
    } as unknown as ConstructorParameters<typeof AllowList>[0];
    const grown = new AllowList(registries);
    expect(() => grown.operations('lake').forEach((op) => requiredRole(op))).toThrow(
      /DropEverything .* add it to EDITOR_WRITES or ADMIN_ONLY/,
    );
  });

  it("the tables name only operations that exist, and every admin-only write is in the lake's share or auth sections", () => {
    const names = new Set(every.map((op) => op.name));
    for (const name of [...EDITOR_WRITES, ...ADMIN_ONLY]) expect(names.has(name), name).toBe(true);
    const lake = Object.values(OPERATION_REGISTRIES.lake) as AnyOperation[];
    for (const op of lake) {
      const section = /^\/lake\/v1\/(share|auth)\//.test(op.path);
      if (op.method !== 'GET') expect(requiredRole(op), op.name).toBe(section ? 'admin' : 'editor');
    }
  });

  it('viewer: every read but the storage tokens; editor: + 12 writes; admin: all 84', () => {
    const count = (role: Role) => every.filter((op) => mayCall(role, op)).length;
    const reads = every.filter((op) => op.method === 'GET').length;
    expect(reads).toBe(59);
    expect(count('viewer')).toBe(57);
    expect(count('editor')).toBe(69);
    expect(count('admin')).toBe(84);
    const viewer = operationsFor(allowList, 'viewer');
    expect(viewer.screen).toHaveLength(17);
    expect(viewer.agent).toEqual(['ListWebhookEvents', 'ListWebhooks']);
    expect(viewer.lake).not.toContain('GetTableToken');
    expect(operationsFor(allowList, 'editor').agent).toContain('DisableWebhook');
    expect(operationsFor(allowList, 'editor').lake).toEqual(
      expect.arrayContaining(['DropTable', 'AlterCatalog', 'CreateDatabase']),
    );
    expect(operationsFor(allowList, 'editor').lake).not.toContain('BatchGrantPermissions');
  });

  it('a claim maps to the highest role any of its values gives, else the fallback', () => {
    const map = new Map<string, Role>([
      ['parapet-admins', 'admin'],
      ['parapet-editors', 'editor'],
    ]);
    expect(roleFromClaim(['x', 'parapet-editors', 'parapet-admins'], map, null)).toBe('admin');
    expect(roleFromClaim('parapet-editors other', map, null)).toBe('editor');
    expect(roleFromClaim(['nobody'], map, null)).toBeNull();
    expect(roleFromClaim(undefined, map, 'viewer')).toBe('viewer');
    expect(roleFromClaim([1, { a: 1 }], map, null)).toBeNull();
  });
});
