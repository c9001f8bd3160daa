import { rewriteBody } from './rewrite';
import { TEXT_CORPUS, URL_CORPUS } from './xss';

const hostile = (text: unknown) =>
  typeof text === 'string' && TEXT_CORPUS.some((payload) => text.startsWith(payload));

describe('the hostile-data corpus', () => {
  it('puts a payload before every free text and keeps the original after it', () => {
    const body = rewriteBody('agent', {
      data: [{ id: 'wep_1', description: 'Billing hook', url: 'https://hooks.example/a' }],
      next_page: 'p2',
    }) as { data: { id: string; description: string; url: string }[]; next_page: string };
    const [endpoint] = body.data;
    expect(hostile(endpoint?.description)).toBe(true);
    expect(endpoint?.description.endsWith(' Billing hook')).toBe(true);
    expect(URL_CORPUS).toContain(endpoint?.url);
    // Ids and cursors are what the app looks things up by: never touched.
    expect(endpoint?.id).toBe('wep_1');
    expect(body.next_page).toBe('p2');
  });

  it('keeps int64 values (bigints) as they are', () => {
    const body = rewriteBody('lake', { receiverTenantId: 9007199254740993n, comment: 'EU' }) as {
      receiverTenantId: bigint;
      comment: string;
    };
    expect(body.receiverTenantId).toBe(9007199254740993n);
    expect(hostile(body.comment)).toBe(true);
  });

  it('gives the same original the same payload every time, so a name reads alike everywhere', () => {
    const once = rewriteBody('lake', { comment: 'orders by day' });
    expect(rewriteBody('lake', { comment: 'orders by day' })).toEqual(once);
  });

  it('rewrites option values, nested field names and JSON text inside the answer', () => {
    const lake = rewriteBody('lake', {
      name: 'orders',
      options: { owner_team: 'sales' },
      schema: {
        fields: [
          {
            name: 'address',
            type: { type: 'ROW', fields: [{ name: 'city', type: { type: 'VARCHAR' } }] },
          },
        ],
      },
    }) as {
      name: string;
      options: Record<string, string>;
      schema: { fields: { name: string; type: { fields: { name: string }[] } }[] };
    };
    expect(lake.name).toBe('orders');
    expect(hostile(lake.options.owner_team)).toBe(true);
    // A top-level column keeps its name (changes name it); a ROW's fields are shown only.
    expect(lake.schema.fields[0]?.name).toBe('address');
    expect(hostile(lake.schema.fields[0]?.type.fields[0]?.name)).toBe(true);

    const screen = rewriteBody('screen', {
      Data: JSON.stringify([{ instanceName: 'web-01', uuid: 'u-1' }]),
    }) as { Data: string };
    const [record] = JSON.parse(screen.Data) as { instanceName: string; uuid: string }[];
    expect(hostile(record?.instanceName)).toBe(true);
    expect(record?.uuid).toBe('u-1');
  });

  it('carries every kind of payload the issue names', () => {
    const all = [...TEXT_CORPUS, ...URL_CORPUS].join('\n');
    for (const needle of ['<script>', 'onerror=', '<svg onload', 'javascript:', 'data:text/html']) {
      expect(all).toContain(needle);
    }
    expect(all).toContain('vbscript:');
    expect(all).toContain('&lt;');
    expect(TEXT_CORPUS.some((text) => text.length >= 10_000)).toBe(true);
    expect(all).toMatch(/\u202E/);
    expect(all).toMatch(/\u200B/);
    expect(all).toMatch(/\p{Extended_Pictographic}/u);
  });
});
