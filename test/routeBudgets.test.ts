import type { RouteObject } from 'react-router';
import { routes } from '../src/app/routes';
import { CONSOLE_ROUTES } from '../scripts/routeBudgets.mjs';

/** Every path the router can show a page at, joined from the nested route objects. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own = route.lazy && route.path && !route.children ? [path] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });
}

describe('the initial-JS budget gate', () => {
  it('knows every console page of the router, and nothing else', () => {
    const consolePages = pagePaths(routes)
      // The wall's pages are outside the console: a screen, a saved playlist, a `?play=` link,
      // a device link's display.
      .filter((path) => !path.endsWith('/present') && path !== '/screen/play' && path !== '/wall')
      .map((path) => (path === '/*' ? '*' : path));
    expect(Object.keys(CONSOLE_ROUTES).sort()).toEqual(consolePages.sort());
  });
});
