// Shared by the editor page's tests only.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../../test/msw';
import { renderApp } from '../../../../../test/renderApp';
import { draftKey, loadDraft } from '../model/draftStore';

let calls: URLSearchParams[] = [];

/** Records the screen API calls of each test (register once per file, at the top). */
export function recordScreenCalls() {
  beforeEach(() => {
    calls = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/screen') calls.push(url.searchParams);
    });
  });
  afterEach(() => server.events.removeAllListeners());
}

/** Screen API calls so far, as their query strings. */
export const screenCalls = () => calls;
export const clearScreenCalls = () => {
  calls = [];
};
export const saves = () => calls.filter((query) => query.get('Action') === 'CreateScreenSetting');

export async function openEditor(path = '/screen/1003/edit', heading = 'Edit “Ops”') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
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
  await waitFor(() => expect(localStorage.getItem(draftKey(id))).not.toBeNull(), {
    timeout: 3_000,
  });
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
