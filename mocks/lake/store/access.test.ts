import type { TableSchema } from '../../../src/api/lake/schemas';
import { seedLakeDb } from '../seeds/estate';
import { applyLakeOp, isLakeOp } from '../store';
import { accessOf, accessPart, catalogPermissions, rowFilterProblem } from './access';
import { lakeRolePrincipal } from './principals';

const SCHEMA: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT' } },
    { id: 1, name: 'day', type: { type: 'DATE' } },
    { id: 2, name: 'at', type: { type: 'TIMESTAMP' } },
    { id: 3, name: 'code', type: { type: 'CHAR', length: 2 } },
    { id: 4, name: 'tags', type: { type: 'ARRAY', element: { type: 'STRING' } } },
    {
      id: 5,
      name: 'address',
      type: { type: 'ROW', fields: [{ id: 6, name: 'city', type: { type: 'STRING' } }] },
    },
  ],
  primaryKeys: [],
  partitionKeys: [],
  options: {},
  comment: null,
};

/** A LEAF on `name` (a dotted path) with literals written as JSON text. */
function leaf(name: string, type: string, index: number, fn: string, literals: string) {
  return `{"kind":"LEAF","transform":{"name":"FIELD_REF","fieldRef":{"name":"${name}","type":{"type":"${type}"},"index":${index}},"inputs":[]},"function":"${fn}","literals":[${literals}]}`;
}
const problem = (predicate: string) => rowFilterProblem({ expression: 'x', predicate }, SCHEMA);

describe('the mock’s row filter check', () => {
  it('accepts every comparable type with a literal of that type, nested ROW paths and groups', () => {
    expect(problem(leaf('id', 'BIGINT', 0, 'EQUAL', '9223372036854775807'))).toBeNull();
    expect(problem(leaf('id', 'BIGINT', 0, 'IN', '9007199254740993,-1'))).toBeNull();
    expect(problem(leaf('day', 'DATE', 1, 'LESS_THAN', '"2026-02-28"'))).toBeNull();
    expect(
      problem(leaf('at', 'TIMESTAMP', 2, 'GREATER_OR_EQUAL', '"2026-11-26 08:30:00"')),
    ).toBeNull();
    expect(problem(leaf('address.city', 'STRING', 5, 'NOT_EQUAL', '"Hangzhou"'))).toBeNull();
    expect(problem(leaf('code', 'CHAR', 3, 'IS_NULL', ''))).toBeNull();
    const or = `{"kind":"OR","children":[${leaf('code', 'CHAR', 3, 'EQUAL', '"CN"')},${leaf('id', 'BIGINT', 0, 'IS_NOT_NULL', '')}]}`;
    expect(
      problem(
        `{"kind":"AND","children":[${or},${leaf('day', 'DATE', 1, 'EQUAL', '"2026-01-01"')}]}`,
      ),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(problem(leaf('id', 'BIGINT', 0, 'EQUAL', '9223372036854775808'))).toMatch(
      /out of BIGINT/,
    );
    expect(problem(leaf('id', 'BIGINT', 0, 'EQUAL', '1.5'))).toMatch(/integer/);
    expect(problem(leaf('day', 'DATE', 1, 'EQUAL', '"2026-13-01"'))).toMatch(/date/);
    expect(problem(leaf('code', 'CHAR', 3, 'EQUAL', '"CHN"'))).toMatch(/longer than CHAR\(2\)/);
    expect(problem(leaf('code', 'CHAR', 3, 'IS_NULL', '"CN"'))).toMatch(/takes no literals/);
    expect(problem(leaf('code', 'CHAR', 3, 'IN', ''))).toMatch(/one or more/);
    expect(problem(leaf('tags', 'ARRAY', 4, 'EQUAL', '"a"'))).toMatch(/takes no comparison/);
    expect(problem(leaf('tags.x', 'STRING', 4, 'EQUAL', '"a"'))).toMatch(/no column/);
    expect(problem(leaf('address.city', 'STRING', 4, 'EQUAL', '"a"'))).toMatch(/index must be 5/);
    expect(problem(leaf('code', 'STRING', 3, 'EQUAL', '"a"'))).toMatch(/type must be CHAR/);
    expect(
      problem(`{"kind":"AND","children":[${leaf('code', 'CHAR', 3, 'IS_NULL', '')}]}`),
    ).toMatch(/two or more/);
    expect(problem('{"kind":"NOT"}')).toMatch(/AND, OR or LEAF/);
    expect(problem('not json')).toMatch(/not JSON/);
    expect(rowFilterProblem({ expression: ' ', predicate: '{}' }, SCHEMA)).toMatch(/expression/);
  });
});

describe('the permission store', () => {
  const db = () => seedLakeDb({ anchorMs: Date.UTC(2026, 10, 26), scale: 'normal' });

  it('drops a database’s and then a catalog’s permissions with them (its drop table)', () => {
    const lake = db();
    const sales = lake.catalogs.get('sales_lake');
    if (!sales) throw new Error('seed');
    const before = catalogPermissions(lake, sales.id);
    expect(before.some((p) => p.database === 'telemetry')).toBe(true);
    accessPart.drops.database(lake, { catalogId: sales.id, database: 'telemetry', at: 1 });
    const after = catalogPermissions(lake, sales.id);
    expect(after.some((p) => p.database === 'telemetry')).toBe(false);
    expect(after.filter((p) => p.resourceType === 'CATALOG')).toEqual(
      before.filter((p) => p.resourceType === 'CATALOG'),
    );
    accessPart.drops.catalog(lake, { catalogId: sales.id, at: 1 });
    expect(catalogPermissions(lake, sales.id)).toEqual([]);
  });

  it('removes a deleted role from every catalog and refuses a malformed journaled op', () => {
    const lake = db();
    const admin = lakeRolePrincipal('admin');
    const holders = () =>
      [...accessOf(lake).permissions.keys()].filter((id) =>
        catalogPermissions(lake, id).some((p) => p.principal === admin),
      );
    expect(holders().length).toBeGreaterThanOrEqual(2);
    applyLakeOp(lake, { service: 'lake', op: 'deleteRole', at: 1, rolePrincipal: admin });
    expect(holders()).toEqual([]);
    expect(accessOf(lake).principals.rolesByPrincipal.has(admin)).toBe(false);
    const stored = { service: 'lake', at: 1 };
    expect(
      isLakeOp({
        ...stored,
        op: 'grantPermissions',
        catalogId: 'c',
        permissions: [{ access: 'x' }],
      }),
    ).toBe(false);
    expect(
      isLakeOp({ ...stored, op: 'createRole', roleName: 'r', displayName: '', description: '' }),
    ).toBe(true);
  });
});
