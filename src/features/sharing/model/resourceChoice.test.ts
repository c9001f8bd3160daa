import { choiceOf, diffNames, diffResources, resourcesOf, resourceText } from './resourceChoice';

describe('share resource choices', () => {
  it('turns a choice into one sorted list without covering a table twice', () => {
    expect(
      resourcesOf({
        whole: false,
        databases: ['telemetry', 'sales'],
        tables: [
          { database: 'sales', table: 'orders' },
          { database: 'web', table: 'visits' },
          { database: 'ads', table: 'clicks' },
          { database: 'web', table: 'visits' },
        ],
      }),
    ).toEqual([
      { shareType: 'DATABASE_ALL', databaseName: 'sales' },
      { shareType: 'DATABASE_ALL', databaseName: 'telemetry' },
      { shareType: 'TABLE', databaseName: 'ads', tableName: 'clicks' },
      { shareType: 'TABLE', databaseName: 'web', tableName: 'visits' },
    ]);
    expect(
      resourcesOf({ whole: true, databases: ['a'], tables: [{ database: 'b', table: 'c' }] }),
    ).toEqual([{ shareType: 'CATALOG_ALL' }]);
  });

  it('reads a share’s resources back into the same choice', () => {
    const resources = [
      { shareType: 'DATABASE_ALL', databaseName: 'campaigns' },
      { shareType: 'TABLE', databaseName: 'audiences', tableName: 'segments' },
      { shareType: 'SOMETHING_NEW', databaseName: 'x' },
    ];
    const choice = choiceOf(resources);
    expect(choice).toEqual({
      whole: false,
      databases: ['campaigns'],
      tables: [{ database: 'audiences', table: 'segments' }],
    });
    expect(resourcesOf(choice)).toEqual(resources.slice(0, 2));
  });

  it('shows what will be added and removed', () => {
    const before = resourcesOf({
      whole: false,
      databases: [],
      tables: [
        { database: 'sales', table: 'orders' },
        { database: 'sales', table: 'customers' },
      ],
    });
    const after = resourcesOf({ whole: false, databases: ['sales'], tables: [] });
    const diff = diffResources(before, after);
    expect(diff.added.map((r) => resourceText(r, 'sales_lake'))).toEqual(['sales']);
    expect(diff.removed.map((r) => resourceText(r, 'sales_lake'))).toEqual([
      'sales.customers',
      'sales.orders',
    ]);
    expect(diffResources(after, after)).toEqual({ added: [], removed: [] });
    expect(resourceText({ shareType: 'CATALOG_ALL' }, 'sales_lake')).toBe('sales_lake');
  });

  it('tells receivers added from receivers removed', () => {
    expect(diffNames(['b', 'a'], ['a', 'c', 'd'])).toEqual({ added: ['c', 'd'], removed: ['b'] });
    expect(diffNames(['a'], ['a'])).toEqual({ added: [], removed: [] });
  });
});
