import { OPERATION_REGISTRIES } from '../../../api/contract';
import { activityTarget, removes } from '../../../api/activity/target';
import { ACTIVITY_PARAMS, filterOf, type ActivityParams } from './filters';
import { gatewayRecordPath, targetPath } from './links';
import { AUDITED_OPERATIONS } from './operations';

const params = (over: Partial<ActivityParams>): ActivityParams => ({
  user: null,
  operation: null,
  service: '',
  outcome: '',
  from: null,
  to: null,
  size: 50,
  ...over,
});

describe('the activity page model', () => {
  it('lists exactly the writes and token reads of the registries, by service', () => {
    for (const [service, registry] of Object.entries(OPERATION_REGISTRIES)) {
      const audited = Object.values(registry)
        .filter((op) => op.method !== 'GET' || /Token$/.test(op.name))
        .map((op) => op.name)
        .sort();
      expect([...AUDITED_OPERATIONS[service as keyof typeof AUDITED_OPERATIONS]].sort()).toEqual(
        audited,
      );
    }
  });

  it('turns the URL into the filter, the person only for an admin', () => {
    const url = params({ user: 'u-1', operation: 'DropTable', from: '2026-11-01T00:00:00.000Z' });
    expect(filterOf(url, true)).toEqual({
      user: 'u-1',
      operation: 'DropTable',
      from: '2026-11-01T00:00:00.000Z',
    });
    expect(filterOf(url, false)).toEqual({
      operation: 'DropTable',
      from: '2026-11-01T00:00:00.000Z',
    });
    expect(ACTIVITY_PARAMS.from.parse('not a time')).toBeNull();
    expect(ACTIVITY_PARAMS.outcome.parse('exploded')).toBe('');
    expect(ACTIVITY_PARAMS.size.parse('5000')).toBe(200);
  });

  it('links a device link’s records to the links’ page, and no other gateway record', () => {
    for (const operation of ['CreateDeviceLink', 'RevokeDeviceLink', 'UseDeviceLink']) {
      expect(gatewayRecordPath(operation)).toBe('/screen/devices');
    }
    expect(gatewayRecordPath('ListDeviceLinks')).toBe('/screen/devices');
    expect(gatewayRecordPath('CreatePlaylist')).toBeNull();
    expect(AUDITED_OPERATIONS.gateway).toEqual(
      expect.arrayContaining(['CreateDeviceLink', 'RevokeDeviceLink', 'UseDeviceLink']),
    );
  });

  it('links a target to the console page that shows it', () => {
    const names = (id: string) => (id === 'c-1' ? 'sales lake' : undefined);
    const table = activityTarget('lake', 'CreateTable', {
      catalogId: 'c-1',
      database: 'raw',
      table: 'orders',
    });
    expect(table && targetPath(table, names)).toBe(
      '/catalogs/sales%20lake/databases/raw/tables/orders',
    );
    const unknown = activityTarget('lake', 'AlterDatabase', { catalogId: 'c-2', database: 'x' });
    expect(unknown && targetPath(unknown, names)).toBeNull();
    const screen = activityTarget('screen', 'CreateScreenSetting', { Id: '12' });
    expect(screen && targetPath(screen, names)).toBe('/screen/12');
    expect(activityTarget('lake', 'CreateCatalog', { name: 'new_cat' })).toEqual({
      kind: 'catalog',
      catalog: 'new_cat',
    });
    expect(activityTarget('lake', 'BatchGrantPermissions', { catalogId: 'c-1' })).toBeNull();
  });

  it('counts a dropped database as removing its tables', () => {
    const database = { kind: 'database', catalogId: 'c-1', database: 'raw' } as const;
    const table = { kind: 'table', catalogId: 'c-1', database: 'raw', table: 'orders' } as const;
    expect(removes(database, table)).toBe(true);
    expect(removes(table, database)).toBe(false);
    expect(removes({ kind: 'screen', id: '1' }, { kind: 'screen', id: '1' })).toBe(true);
  });
});
