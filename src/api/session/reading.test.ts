// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw';
import { agentOperations } from '../agent/operations';
import { setAgentApiKey, setAgentKeyHeldByGateway } from '../agent/credentials';
import { callOperation } from '../operation';
import { readSession } from './reading';

const OIDC_SESSION = {
  auth: 'oidc',
  subject: 'u-viewer-0001',
  name: 'Vera Viewer',
  email: 'viewer@parapet.test',
  role: 'viewer',
  expiresAt: '2026-11-28T12:00:00.000Z',
  signOut: '/auth/logout',
  operations: { screen: [], lake: ['ListCatalogs'], agent: ['ListWebhooks'] },
};

const answerSession = (response: () => Response | Promise<Response>) =>
  server.use(http.get('*/api/session', response));

describe('reading the session', () => {
  afterEach(() => setAgentKeyHeldByGateway(false));

  it.each([
    ['no content (a proxy that signs on its own)', () => new HttpResponse(null, { status: 204 })],
    ['a 404 (nothing there)', () => new HttpResponse('Not Found', { status: 404 })],
  ])('%s: no gateway, the services decide', async (_, response) => {
    answerSession(response);
    expect(await readSession()).toEqual({
      gateway: false,
      auth: 'absent',
      role: null,
      operations: null,
    });
  });

  it('a malformed session names the field', async () => {
    answerSession(() => HttpResponse.json({ ...OIDC_SESSION, role: 'owner' }));
    await expect(readSession()).rejects.toMatchObject({
      kind: 'invalid-response',
      fieldPath: 'role',
    });
  });

  it('behind a gateway, agent calls send no key and wait for the session to say so', async () => {
    setAgentApiKey(null);
    let authorization: string | null = 'not asked';
    server.use(
      http.get('*/api/v1/agent/webhook_endpoints', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: [], request_id: 'req_1' });
      }),
    );
    let answer!: () => void;
    answerSession(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(HttpResponse.json(OIDC_SESSION));
        }),
    );
    const session = readSession();
    // Sent while the session is still being read: it waits rather than asking for a key.
    const call = callOperation(agentOperations.ListWebhooks, undefined);
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer();
    expect(await session).toMatchObject({ gateway: true, role: 'viewer' });
    await call;
    expect(authorization).toBeNull();
  });

  it('in the demo (auth demo), the key typed in Settings is still the one sent', async () => {
    setAgentApiKey(null);
    await readSession();
    await expect(callOperation(agentOperations.ListWebhooks, undefined)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });
});
