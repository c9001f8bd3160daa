import { http } from 'msw';
import * as z from 'zod/mini';
import { defineOperation, defineOperations } from '../../src/api/operationSpec';
import { server } from '../node';
import { MockHttpError, mockService } from './mockService';

const { DescribeThing: Describe, CreateThing: Create } = defineOperations('screen', {
  DescribeThing: defineOperation<{ id: string }>()({
    method: 'GET',
    path: '/',
    response: z.object({}),
  }),
  CreateThing: defineOperation()({ method: 'GET', path: '/', response: z.object({}) }),
});

describe('mockService', () => {
  it('refuses to build while a registered operation has no body', () => {
    const service = mockService('screen');
    service.on(Describe, () => ({}));
    expect(() => service.handlers({ Describe, Create })).toThrow('No mock body for CreateThing');
  });

  it('dispatches RPC operations sharing a path, adds the request id, and answers errors in the service shape', async () => {
    const service = mockService('screen', {
      rpc: {
        path: '/api/screen',
        methods: ['GET', 'POST'],
        identify: (params) => params.get('Action'),
      },
      authenticate: (request) => {
        if (request.headers.get('x-deny')) throw new MockHttpError(403, 'No.', 'NoPermission');
      },
    });
    service.on(Describe, ({ query }) => ({ Id: query.get('Id') }));
    service.on(Create, () => {
      throw new MockHttpError(400, 'Name is required.');
    });
    server.use(
      ...service.handlers({ Describe, Create }).map((handler) => handler),
      // Other screen requests in this test would fall through to here.
      http.get('*/never', () => new Response(null, { status: 418 })),
    );

    const ok = await fetch('http://localhost/api/screen?Action=DescribeThing&Id=7');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ Id: '7', RequestId: expect.stringMatching(/^req_/) });

    const bad = await fetch('http://localhost/api/screen?Action=CreateThing', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      Code: 'InvalidParameter',
      Message: 'Name is required.',
    });

    const denied = await fetch('http://localhost/api/screen?Action=DescribeThing', {
      headers: { 'x-deny': '1' },
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ Code: 'NoPermission' });

    const unknown = await fetch('http://localhost/api/screen?Action=Nope');
    expect(unknown.status).toBe(400);

    // A POSTed form body carries the parameters (an RPC write), over the query string's; even
    // the operation's name may travel there.
    const posted = await fetch('http://localhost/api/screen?Id=query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({ Action: 'DescribeThing', Id: '8 & 9' }),
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toMatchObject({ Id: '8 & 9' });
  });
});
