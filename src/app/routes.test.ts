import { matchRoutes, type RouteObject } from 'react-router';
import { CATALOG_NAME_PATTERN, OBJECT_NAME_PATTERN } from '../api/lake/assumed';
import { DEFAULT_SCREEN } from '../features/screen/hooks/useScreenLayout';
import { routes } from './routes';

/** What each route parameter can hold: the names and ids the services give. */
const PARAMETER_RULES: Record<string, (segment: string) => boolean> = {
  catalog: (name) => CATALOG_NAME_PATTERN.test(name),
  database: (name) => OBJECT_NAME_PATTERN.test(name),
  table: (name) => OBJECT_NAME_PATTERN.test(name),
  // A screen id (an integer, or the default screen) or a webhook endpoint id.
  id: (id) => /^-?\d+$/.test(id) || id === DEFAULT_SCREEN || /^wep_[0-9A-Z]{26}$/.test(id),
  // A saved playlist's id, as the gateway makes them (gateway/store/playlistStore.ts).
  playlist: (id) => /^pl-[\w-]{12}$/.test(id),
};

/** Every route's full path as segments. */
function paths(list: RouteObject[], prefix: string[] = []): string[][] {
  return list.flatMap((route) => {
    const own = route.path ? route.path.split('/').filter(Boolean) : [];
    const full = route.path?.startsWith('/') ? own : [...prefix, ...own];
    return [...(route.path && !route.index ? [full] : []), ...paths(route.children ?? [], full)];
  });
}

/** The deepest route a URL opens, as its full path. */
function opens(url: string): string {
  const matches = matchRoutes(routes, url) ?? [];
  return `/${matches.map((match) => match.route.path ?? '').join('/')}`.replace(/\/+/g, '/');
}

describe('routes', () => {
  it('open the table named “new”, and the create form only at its own path', () => {
    const database = '/catalogs/sales_lake/databases/sales';
    expect(opens(`${database}/tables/new`)).toBe(
      '/catalogs/:catalog/databases/:database/tables/:table',
    );
    expect(matchRoutes(routes, `${database}/tables/new`)?.at(-1)?.params.table).toBe('new');
    expect(opens(`${database}/tables/-/new`)).toBe(
      '/catalogs/:catalog/databases/:database/tables/-/new',
    );
    expect(opens('/screen/-/new')).toBe('/screen/-/new');
  });

  it('never let a fixed path take a place where a name or id could be', () => {
    const all = paths(routes).filter((path) => !path.includes('*'));
    const shadowed: string[] = [];
    for (const fixed of all) {
      for (const named of all) {
        if (fixed === named || fixed.length !== named.length) continue;
        // Both could match one URL when every segment pair is equal or one is a parameter.
        const overlap = fixed.every(
          (segment, i) =>
            segment === named[i] || segment.startsWith(':') || named[i]!.startsWith(':'),
        );
        if (!overlap) continue;
        fixed.forEach((segment, i) => {
          const parameter = named[i]!;
          if (segment.startsWith(':') || !parameter.startsWith(':')) return;
          const rule = PARAMETER_RULES[parameter.slice(1)];
          if (!rule) throw new Error(`no rule for the route parameter ${parameter}`);
          if (rule(segment)) shadowed.push(`${fixed.join('/')} hides ${named.join('/')}`);
        });
      }
    }
    expect(shadowed).toEqual([]);
    // The check sees the routes it is about.
    expect(all.map((path) => path.join('/'))).toEqual(
      expect.arrayContaining([
        'screen/-/new',
        'screen/:id',
        'catalogs/:catalog/databases/:database/tables/:table',
      ]),
    );
  });
});
