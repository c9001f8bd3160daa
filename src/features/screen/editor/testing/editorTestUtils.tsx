// Shared by the editor page's tests only.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../../test/msw';
import { renderApp } from '../../../../../test/renderApp';
import { draftKey, loadDraft } from '../model/draftStore';
import { DRAFT_DEBOUNCE_MS } from '../hooks/useDraftAutosave';

/**
 * The editor's own chunk, which its page requests as it mounts (beside the screen's queries),
 * loaded once before the tests with the route modules: a first test measures the editor, not a
 * cold load of its modules.
 */
export function preloadEditor(): void {
  beforeAll(async () => {
    await import('../pages/ScreenEditor');
  });
}

let calls: URLSearchParams[] = [];
let methods: string[] = [];

/** Records the screen API calls of each test (register once per file, at the top). */
export function recordScreenCalls() {
  beforeEach(() => {
    calls = [];
    methods = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/screen') return;
      const params = new URLSearchParams(url.search);
      calls.push(params);
      methods.push(request.method);
      // A write's parameters travel in its form body (read before the handler answers).
      if (request.method === 'POST') {
        void request
          .clone()
          .text()
          .then((text) => new URLSearchParams(text).forEach((v, k) => params.set(k, v)));
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());
}

/** The HTTP method of each recorded call, in order. */
export const screenCallMethods = () => methods;

/** Screen API calls so far, as their parameters (query string and form body). */
export const screenCalls = () => calls;
export const clearScreenCalls = () => {
  calls = [];
  methods = [];
};
export const saves = () => calls.filter((query) => query.get('Action') === 'CreateScreenSetting');

export async function openEditor(path = '/screen/1003/edit', heading = 'Edit “Ops”') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The grid draws in a render after the workspace's frame, as a person sees it arrive.
  await screen.findByRole('region', { name: 'Screen layout' });
  return { user, ...app };
}

export const titleField = () => screen.getByRole('textbox', { name: /^Title/ });
/** The toolbar's saved/unsaved state. */
export const status = (text: string) => screen.getByText(text, { selector: 'span' });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

export async function retitle(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.clear(titleField());
  await user.type(titleField(), title);
}

/** The screen's draft, once the autosave has written it. */
export async function draftOf(id: string) {
  await waitFor(() => expect(localStorage.getItem(draftKey(id))).not.toBeNull());
  return loadDraft(id);
}

/** Leaves unsaved edits (the title `title`) as screen 1003's draft, then opens the editor anew. */
export async function reopenWithDraft(title: string) {
  const first = await openEditor();
  await retitle(first.user, title);
  await draftOf('1003');
  first.unmount();
  return openEditor();
}

/**
 * For a test that proves a draft is NOT written: fake timers (that still follow real time) from
 * the start of the test, so the autosave's debounce is a fake timer that `passDraftDebounce`
 * can run at once instead of sleeping past it.
 */
export function useDebounceClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Runs every timer the autosave could have pending (needs `useDebounceClock`). */
export async function passDraftDebounce(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2));
}
