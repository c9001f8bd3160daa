import { http } from 'msw';
import { server } from '../node';
import { MockHttpError, mockService } from './mockService';
import { parseSpecRoute, restRoutes } from './routes';

const RPC_ROUTES = {
  DescribeThing: { methods: ['GET', 'POST'] },
  CreateThing: { methods: ['POST'] },
} as const;

const rpcService = () =>
  mockService('screen', {
    rpc: {
      path: '/api/rpc-probe',
      routes: RPC_ROUTES,
      identify: (params) => params.get('Action'),
      refusal: { status: 405, code: 'MethodNotAllowed' },
    },
    authenticate: (request) => {
      if (request.headers.get('x-deny')) throw new MockHttpError(403, 'No.', 'NoPermission');
    },
  });

describe('mockService', () => {
  it('refuses to build while a route has no body, and a body without a route', () => {
    const service = rpcService();
    service.on('DescribeThing', () => ({}));
    expect(() => service.handlers()).toThrow('No mock body for CreateThing');
    // @ts-expect-error: not a route of the table
    expect(() => service.on('DescribeOther', () => ({}))).toThrow('not a screen route');
  });

  it('reads routes as the specs write them', () => {
    expect(parseSpecRoute('GET /lake/v1/{catalogId}/databases/{database}')).toEqual({
      method: 'GET',
      path: '/lake/v1/:catalogId/databases/:database',
    });
    // @ts-expect-error: a route starts with its method
    expect(() => parseSpecRoute('/lake/v1/catalogs')).toThrow('Not a route');
    expect(() => parseSpecRoute('FETCH /lake/v1/catalogs' as 'GET /x')).toThrow('Not a route');
  });

  it('answers REST routes at their own method and path, in registration order', async () => {
    const service = mockService('lake', {
      routes: restRoutes({
        GetThing: 'GET /probe/things/{thing}',
        GetFirst: 'GET /probe/things/first',
      }),
    });
    service.on('GetFirst', () => ({ which: 'first' }));
    service.on('GetThing', ({ path }) => ({ which: path.thing }));
    server.use(...service.handlers());
    const read = async (path: string) => (await fetch(`http://localhost${path}`)).json();
    expect(await read('/probe/things/first')).toEqual({ which: 'first' });
    expect(await read('/probe/things/other')).toEqual({ which: 'other' });
  });

  it('dispatches RPC operations sharing a path, adds the request id, and answers errors in the service shape', async () => {
    const service = rpcService();
    service.on('DescribeThing', ({ query }) => ({ Id: query.get('Id') }));
    service.on('CreateThing', () => {
      throw new MockHttpError(400, 'Name is required.');
    });
    server.use(
      ...service.handlers(),
      // Other screen requests in this test would fall through to here.
      http.get('*/never', () => new Response(null, { status: 418 })),
    );

    const ok = await fetch('http://localhost/api/rpc-probe?Action=DescribeThing&Id=7');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ Id: '7', RequestId: expect.stringMatching(/^req_/) });

    const bad = await fetch('http://localhost/api/rpc-probe?Action=CreateThing', {
      method: 'POST',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      Code: 'InvalidParameter',
      Message: 'Name is required.',
    });

    const denied = await fetch('http://localhost/api/rpc-probe?Action=DescribeThing', {
      headers: { 'x-deny': '1' },
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ Code: 'NoPermission' });

    const unknown = await fetch('http://localhost/api/rpc-probe?Action=Nope');
    expect(unknown.status).toBe(400);

    // A POSTed form body carries the parameters (an RPC write), over the query string's; even
    // the operation's name may travel there.
    const posted = await fetch('http://localhost/api/rpc-probe?Id=query', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({ Action: 'DescribeThing', Id: '8 & 9' }),
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toMatchObject({ Id: '8 & 9' });
  });

  it("refuses a method the operation's route does not accept, in the service's error shape", async () => {
    const service = rpcService();
    let created = 0;
    service.on('DescribeThing', () => ({}));
    service.on('CreateThing', () => ({ Id: ++created }));
    server.use(...service.handlers());

    const read = await fetch('http://localhost/api/rpc-probe?Action=CreateThing');
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST');
    expect(await read.json()).toMatchObject({
      Code: 'MethodNotAllowed',
      Message: 'CreateThing is sent with POST, not GET.',
      RequestId: expect.stringMatching(/^req_/),
    });
    const put = await fetch('http://localhost/api/rpc-probe?Action=DescribeThing', {
      method: 'PUT',
    });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect(created).toBe(0);
    expect(
      (await fetch('http://localhost/api/rpc-probe?Action=CreateThing', { method: 'POST' })).status,
    ).toBe(200);
    expect(created).toBe(1);
  });
});
