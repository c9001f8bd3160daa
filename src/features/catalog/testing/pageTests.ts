/** Shared set-up and input helpers for catalog page tests rendered with renderApp. */
import { configure, getConfig } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Call at the top of a page test file. The first test of a file also waits for the route's
 * modules to load; a busy CI machine (2 cores shared with other suites) needs more than the
 * default wait for that.
 */
export function waitLongerForRouteModules(): void {
  let previous: number | undefined;
  beforeAll(() => {
    previous = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 12_000 });
  });
  afterAll(() => configure({ asyncUtilTimeout: previous }));
}

/** Types text as one paste: one change event instead of one per key (antd re-renders per key). */
export async function fill(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}
