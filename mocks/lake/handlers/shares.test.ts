// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiFailure } from '../../../test/apiFailure';
import { SHARE_RESOURCE_CONFLICT_CODE } from '../../../src/api/lake/assumed';
import { lakeOperations as ops } from '../../../src/api/lake/operations';
import { callOperation } from '../../../src/api/operation';
import { MockDatabase, mockDb } from '../../database';
import { sharesOf } from '../store/shares';
import { setFaultSpec } from '../../core/faultState';
import { server } from '../../node';
import { webStorage } from '../../core/storage';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

const BASE = 'http://localhost/api/lake/lake/v1/share';
const ABOVE_2_53 = '9007199254740993';
/** partner_apac's account (2^53 + 5). */
const APAC = '9007199254740997';

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, text: await response.text() };
}

async function catalogId(name: string): Promise<string> {
  return (await callOperation(ops.GetCatalog, { catalog: name })).id;
}

const resources = async (share: string) =>
  (await callOperation(ops.ListShareResources, { share })).shareResources.map((r) =>
    [r.shareType, r.databaseName ?? '', r.tableName ?? ''].join(' '),
  );

/** Every request body the client sent to `path` (the text as it went over the wire). */
function sentBodies(path: string): string[] {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path) && request.method === 'POST') {
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
    }
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('shares and receivers: seeded estate', () => {
  it('lists provided shares, receivers and received shares, paged and matched with %', async () => {
    const provided = await callOperation(ops.ListProvidedShares, {});
    expect(provided.shares.map((s) => s.shareName)).toEqual([
      'audit_finance',
      'logs_preview',
      'marketing_campaigns',
      'sales_to_partners',
    ]);
    expect(provided.shares.every((s) => s.providerTenantId === '1234567890123456')).toBe(true);

    const first = await callOperation(ops.ListReceivers, { maxResults: 2 });
    expect(first.receivers.map((r) => r.receiverName)).toEqual(['auditor_kpmg', 'bi_vendor']);
    const second = await callOperation(ops.ListReceivers, {
      maxResults: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.receivers.map((r) => [r.receiverName, r.receiverTenantId])).toEqual([
      ['partner_apac', APAC],
      ['partner_eu', '4611686018427387904'],
    ]);
    expect(second.nextPageToken).toBeNull();
    const partners = await callOperation(ops.ListReceivers, { pattern: '%eu' });
    expect(partners.receivers.map((r) => r.receiverName)).toEqual(['partner_eu']);
    // The biggest int64 keeps every digit.
    expect((await callOperation(ops.GetReceiver, { receiver: 'bi_vendor' })).receiverTenantId).toBe(
      '9223372036854775807',
    );
  });

  it('writes tenant ids as bare JSON digits', async () => {
    const { text } = await raw('/receivers/partner_apac');
    expect(text).toContain(`"receiverTenantId":${APAC}`);
    const received = await raw('/received-shares');
    expect(received.text).toContain('"providerTenantId":9223372036854775806');
  });

  it('shows a received share with the catalog made from it, once there is one', async () => {
    const before = await callOperation(ops.ListReceivedShares, {});
    expect(before.shares.map((s) => [s.shareName, s.providerTenantId, s.catalogName])).toEqual([
      ['apac_market_signals', ABOVE_2_53, ''],
      ['benchmark_public', '9223372036854775806', ''],
      ['partner_orders', '9876543210987654', 'partner_share'],
    ]);
    await callOperation(ops.CreateCatalog, {
      name: 'apac_signals',
      type: 'PAIMON',
      options: {},
      isShared: true,
      shareId: 'share-5f1c3a',
    });
    const after = await callOperation(ops.ListReceivedShares, { pattern: 'apac%' });
    expect(after.shares[0]?.catalogName).toBe('apac_signals');
  });
});

describe('a catalog mounted from a received share', () => {
  afterEach(() => vi.useRealTimers());

  it('mounts a received share once, naming its provider, and follows NEW to RUNNING', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() });
    const mount = (name: string, shareId: string) =>
      callOperation(ops.CreateCatalog, {
        name,
        type: 'PAIMON',
        options: {},
        isShared: true,
        shareId,
      });
    // An id no provider gave this account, and a share another catalog already mounts.
    const unknown = await apiFailure(mount('ghost_lake', 'share-nope'));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('names no share provided to this account');
    const twice = await apiFailure(mount('orders_again', 'share-8842'));
    expect(twice).toMatchObject({ status: 409 });
    expect(twice.message).toContain('mounted from share "partner_orders"');

    await mount('benchmarks', 'share-0b77e2');
    const created = await callOperation(ops.GetCatalog, { catalog: 'benchmarks' });
    expect(created).toMatchObject({ isShared: true, shareId: 'share-0b77e2', status: 'NEW' });
    // The provider's id keeps every digit (2^63 − 2).
    expect(created.options?.['share.provider']).toBe('9223372036854775806');
    const listed = await callOperation(ops.ListReceivedShares, { pattern: 'bench%' });
    expect(listed.shares[0]?.catalogName).toBe('benchmarks');
    expect(await apiFailure(mount('benchmarks_2', 'share-0b77e2'))).toMatchObject({ status: 409 });

    await vi.advanceTimersByTimeAsync(5_000);
    expect((await callOperation(ops.GetCatalog, { catalog: 'benchmarks' })).status).toBe('RUNNING');
    // Dropped, the share can be mounted again once the catalog is gone.
    await callOperation(ops.DropCatalog, { catalog: 'benchmarks' });
    await vi.advanceTimersByTimeAsync(60_000);
    const freed = await callOperation(ops.ListReceivedShares, { pattern: 'bench%' });
    expect(freed.shares[0]?.catalogName).toBe('');
    await mount('benchmarks_2', 'share-0b77e2');
  });
});

describe('shares: writes and their errors', () => {
  it('creates, alters and drops a share; a taken name is a 409 with capitalized fields', async () => {
    await callOperation(ops.CreateShare, {
      shareName: 'weekly_kpis',
      comment: 'KPIs',
      enableWrite: true,
    });
    const share = await callOperation(ops.GetShare, { share: 'weekly_kpis' });
    expect(share).toMatchObject({ shareName: 'weekly_kpis', comment: 'KPIs', enableWrite: true });
    expect(share.shareId).toMatch(/^share-[0-9a-f]{8}$/);

    const taken = await raw('/shares', {
      method: 'POST',
      body: JSON.stringify({ shareName: 'weekly_kpis' }),
    });
    expect(taken.status).toBe(409);
    expect(JSON.parse(taken.text)).toEqual({
      Code: 'AlreadyExists',
      Message: 'Share "weekly_kpis" already exists.',
      ResourceType: 'SHARE',
      ResourceName: 'weekly_kpis',
    });

    await callOperation(ops.AlterShare, {
      share: 'weekly_kpis',
      shareName: 'weekly_metrics',
      comment: 'Metrics',
      enableWrite: false,
    });
    expect(await callOperation(ops.GetShare, { share: 'weekly_metrics' })).toMatchObject({
      comment: 'Metrics',
      enableWrite: false,
      shareId: share.shareId,
    });
    await callOperation(ops.DropShare, { share: 'weekly_metrics' });
    const gone = await apiFailure(callOperation(ops.GetShare, { share: 'weekly_metrics' }));
    expect([gone.status, gone.code]).toEqual([404, 'NotFound']);
    expect(gone.message).toContain('Share "weekly_metrics" does not exist.');
  });

  it('adds and removes receivers in one call; an unknown receiver is a 404 naming it', async () => {
    await callOperation(ops.AlterShareReceivers, {
      share: 'sales_to_partners',
      addedReceivers: ['bi_vendor'],
      removedReceivers: ['partner_eu'],
    });
    const { receivers } = await callOperation(ops.ListShareReceivers, {
      share: 'sales_to_partners',
    });
    expect(receivers.map((r) => [r.receiverName, r.receiverTenantId])).toEqual([
      ['bi_vendor', '9223372036854775807'],
      ['partner_apac', APAC],
    ]);
    const unknown = await raw('/shares/sales_to_partners/receivers', {
      method: 'POST',
      body: JSON.stringify({ addedReceivers: ['nobody'] }),
    });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ Code: 'NotFound', ResourceName: 'nobody' });
  });

  it('replaces a share’s resources in one catalog and answers 409 on a conflict', async () => {
    const sales = await catalogId('sales_lake');
    await callOperation(ops.AlterShareResources, {
      share: 'logs_preview',
      catalogId: sales,
      shareResourceList: [
        { shareType: 'DATABASE_ALL', databaseName: 'telemetry' },
        { shareType: 'TABLE', databaseName: 'sales', tableName: 'orders' },
      ],
    });
    expect(await resources('logs_preview')).toEqual([
      'TABLE sales orders',
      'DATABASE_ALL telemetry ',
    ]);
    expect((await callOperation(ops.ListShareResources, { share: 'logs_preview' })).catalogId).toBe(
      sales,
    );

    const marketing = await catalogId('marketing_iceberg');
    const conflicts = [
      // Resources of another catalog while the share holds sales_lake's.
      { catalogId: marketing, list: [{ shareType: 'CATALOG_ALL' }] },
      // A table that is not in the catalog.
      { catalogId: sales, list: [{ shareType: 'TABLE', databaseName: 'sales', tableName: 'x' }] },
      // A table of a database shared whole.
      {
        catalogId: sales,
        list: [
          { shareType: 'DATABASE_ALL', databaseName: 'sales' },
          { shareType: 'TABLE', databaseName: 'sales', tableName: 'orders' },
        ],
      },
    ];
    for (const { catalogId: id, list } of conflicts) {
      const answer = await raw('/shares/logs_preview/resources', {
        method: 'POST',
        body: JSON.stringify({ catalogId: id, shareResourceList: list }),
      });
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.text)).toMatchObject({
        Code: SHARE_RESOURCE_CONFLICT_CODE,
        ResourceType: 'SHARE',
        ResourceName: 'logs_preview',
      });
    }
    // Clearing the list frees the share for another catalog.
    await callOperation(ops.AlterShareResources, {
      share: 'logs_preview',
      catalogId: sales,
      shareResourceList: [],
    });
    await callOperation(ops.AlterShareResources, {
      share: 'logs_preview',
      catalogId: marketing,
      shareResourceList: [{ shareType: 'CATALOG_ALL' }],
    });
    expect(await resources('logs_preview')).toEqual(['CATALOG_ALL  ']);
  });

  it('drops resources with the table, database or catalog they name', async () => {
    const sales = await catalogId('sales_lake');
    await callOperation(ops.DropTable, { catalogId: sales, database: 'sales', table: 'customers' });
    expect(await resources('sales_to_partners')).toEqual(['TABLE sales orders']);

    const marketing = await catalogId('marketing_iceberg');
    await callOperation(ops.DropCatalog, { catalog: 'marketing_iceberg' });
    const after = await callOperation(ops.ListShareResources, { share: 'marketing_campaigns' });
    expect(after.shareResources).toEqual([]);
    expect(after.catalogId).toBeNull();
    expect(marketing).not.toBe('');
  });
});

describe('faults', () => {
  afterEach(() => setFaultSpec(''));

  it('answers an injected 403 on a share operation with capitalized fields too', async () => {
    setFaultSpec('lake:GetShare:403');
    const answer = await raw('/shares/sales_to_partners');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({
      Code: 'Forbidden',
      Message: expect.stringContaining('HTTP 403 injected') as unknown,
    });
    const failure = await apiFailure(callOperation(ops.GetShare, { share: 'sales_to_partners' }));
    expect([failure.status, failure.code]).toEqual([403, 'Forbidden']);
  });
});

describe('receivers: int64 tenant ids', () => {
  it('sends a tenant id above 2^53 as bare digits and reads it back unchanged', async () => {
    const bodies = sentBodies('/share/receivers');
    await callOperation(ops.CreateReceiver, {
      receiverName: 'partner_latam',
      receiverTenantId: '9007199254740995',
      comment: 'LATAM',
    });
    expect(bodies).toEqual([
      '{"receiverName":"partner_latam","receiverTenantId":9007199254740995,"comment":"LATAM"}',
    ]);
    const receiver = await callOperation(ops.GetReceiver, { receiver: 'partner_latam' });
    // As a JS number it would have become 9007199254740996.
    expect(receiver.receiverTenantId).toBe('9007199254740995');
  });

  it('refuses a tenant id out of range or as a string, and a second receiver of one account', async () => {
    const refused = await apiFailure(
      callOperation(ops.CreateReceiver, {
        receiverName: 'too_big',
        receiverTenantId: '9223372036854775808',
        comment: '',
      }),
    );
    // The client refuses it before sending.
    expect([refused.kind, refused.fieldPath]).toEqual(['invalid-request', 'receiverTenantId']);

    const quoted = await raw('/receivers', {
      method: 'POST',
      body: JSON.stringify({ receiverName: 'quoted', receiverTenantId: '42' }),
    });
    expect(quoted.status).toBe(400);
    expect(JSON.parse(quoted.text)).toMatchObject({ Code: 'InvalidParameter' });

    const again = await apiFailure(
      callOperation(ops.CreateReceiver, {
        receiverName: 'apac_again',
        receiverTenantId: APAC,
        comment: '',
      }),
    );
    expect([again.status, again.code]).toEqual([409, 'AlreadyExists']);
    expect(again.message).toContain(`already stands for account ${APAC}`);
  });

  it('renames a receiver on every share and drops it from them', async () => {
    await callOperation(ops.AlterReceiver, {
      receiver: 'partner_eu',
      receiverName: 'partner_europe',
      comment: 'EU',
    });
    const names = async (share: string) =>
      (await callOperation(ops.ListShareReceivers, { share })).receivers.map((r) => r.receiverName);
    expect(await names('marketing_campaigns')).toEqual(['partner_europe']);
    await callOperation(ops.DropReceiver, { receiver: 'partner_europe' });
    expect(await names('marketing_campaigns')).toEqual([]);
    const gone = await apiFailure(callOperation(ops.GetReceiver, { receiver: 'partner_europe' }));
    expect(gone.status).toBe(404);
  });
});

describe('journal', () => {
  it('replays share and receiver changes after a reload', async () => {
    const sales = await catalogId('sales_lake');
    await callOperation(ops.CreateReceiver, {
      receiverName: 'r1',
      receiverTenantId: ABOVE_2_53,
      comment: '',
    });
    await callOperation(ops.CreateShare, { shareName: 's1', comment: '', enableWrite: false });
    await callOperation(ops.AlterShareReceivers, {
      share: 's1',
      addedReceivers: ['r1'],
      removedReceivers: [],
    });
    await callOperation(ops.AlterShareResources, {
      share: 's1',
      catalogId: sales,
      shareResourceList: [{ shareType: 'TABLE', databaseName: 'sales', tableName: 'orders' }],
    });
    await callOperation(ops.DropTable, { catalogId: sales, database: 'sales', table: 'customers' });

    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded.journal.map((op) => op.op)).toEqual([
      'createReceiver',
      'createShare',
      'alterShareReceivers',
      'alterShareResources',
      'dropTable',
    ]);
    const state = sharesOf(reloaded.store('lake'));
    const s1 = state.provided.get('s1');
    expect([...(s1?.receivers ?? [])]).toEqual(['r1']);
    expect(s1?.resources.map((r) => r.tableName)).toEqual(['orders']);
    expect(state.receivers.get('r1')?.receiverTenantId).toBe(ABOVE_2_53);
    expect(state.provided.get('sales_to_partners')?.resources.map((r) => r.tableName)).toEqual([
      'orders',
    ]);
    expect(sharesOf(mockDb().store('lake')).provided.has('s1')).toBe(true);
  });

  it('answers a malformed share list as a contract break naming the field', async () => {
    server.use(
      http.get('*/lake/v1/share/receivers', () =>
        HttpResponse.json({ receivers: [{ receiverName: 'x', receiverTenantId: 1.5 }] }),
      ),
    );
    const failure = await apiFailure(callOperation(ops.ListReceivers, {}));
    expect([failure.kind, failure.fieldPath]).toEqual([
      'invalid-response',
      'receivers[0].receiverTenantId',
    ]);
  });
});
