// @vitest-environment jsdom
import { getScreenDb, server } from '../../../test/msw';
import { callOperation } from '../operation';
import { screenOperations } from './operations';

interface Sent {
  method: string;
  url: URL;
  type: string | null;
  form: URLSearchParams;
}

/** Every screen request as sent: method, URL, content type and form body. */
function recordScreenRequests(): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/screen') return;
    const entry: Sent = {
      method: request.method,
      url,
      type: request.headers.get('content-type'),
      form: new URLSearchParams(),
    };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => new URLSearchParams(text).forEach((v, k) => entry.form.append(k, v)));
  });
  return sent;
}

afterEach(() => server.events.removeAllListeners());

const LAYOUT = JSON.stringify(
  Array.from({ length: 12 }, (_, i) => ({ positionId: i + 1, componentId: 5, date: '7-day' })),
);

describe('screen writes', () => {
  it('POST the layout in a form body; the URL names only the operation and version', async () => {
    const sent = recordScreenRequests();
    const id = await callOperation(screenOperations.CreateScreenSetting, {
      title: 'Wall',
      screenDataMap: LAYOUT,
      logoUrl: '',
      logoPower: false,
      isDefault: true,
    });
    const [save] = sent;
    expect(save?.method).toBe('POST');
    expect([...save!.url.searchParams.keys()]).toEqual(['Action', 'Version']);
    expect(save?.url.searchParams.get('Action')).toBe('CreateScreenSetting');
    expect(save?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(save?.form.get('ScreenDataMap')).toBe(LAYOUT);
    expect(save?.form.get('LogoPower')).toBe('false');
    expect(save?.form.get('ScreenDefault')).toBe('1');
    expect(save?.form.has('Id')).toBe(false);
    // The mock read the body: the screen is saved as sent.
    const saved = getScreenDb().screens.find((screen) => String(screen.id) === id);
    expect(saved).toMatchObject({ title: 'Wall', dataMap: LAYOUT, logoPower: false });

    await callOperation(screenOperations.DeleteScreenSetting, { id });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.form.get('Id')).toBe(id);
    expect(getScreenDb().screens.some((screen) => String(screen.id) === id)).toBe(false);
  });

  it('keep reads on GET, and send every write as a POST form, never a query', () => {
    for (const [name, op] of Object.entries(screenOperations)) {
      const write = /^(Create|Delete|Modify|Update|Set|Put|Remove)/.test(name);
      expect(op.method, name).toBe(write ? 'POST' : 'GET');
      if (write) expect(op.query, name).toBeUndefined();
    }
  });
});
