import { parseTenantId, receiverSchema, shareJson, listReceivedSharesSchema } from './shareSchemas';
import { stringifyJsonWithInt64 } from '../losslessJson';

describe('int64 tenant ids', () => {
  it('reads tenant ids above 2^53 with every digit', () => {
    const body = shareJson(
      '{"receivers":[{"receiverName":"a","receiverTenantId":9007199254740993,"comment":"id 1"}]}',
    ) as { receivers: unknown[] };
    expect(receiverSchema.parse(body.receivers[0]).receiverTenantId).toBe('9007199254740993');
    const received = listReceivedSharesSchema.parse(
      shareJson(
        '{"shares":[{"shareId":"s","shareName":"n","providerTenantId":9223372036854775807}],"nextPageToken":null}',
      ),
    );
    expect(received.shares[0]?.providerTenantId).toBe('9223372036854775807');
  });

  it('refuses a tenant id that is not an integer', () => {
    const result = receiverSchema.safeParse(
      shareJson('{"receiverName":"a","receiverTenantId":1.5}'),
    );
    expect(result.success).toBe(false);
  });

  it('checks typed ids as text: digits within int64, canonical, never a JS number', () => {
    expect(parseTenantId(' 9007199254740993 ')).toEqual({ ok: true, value: '9007199254740993' });
    expect(parseTenantId('0009007199254740993')).toEqual({ ok: true, value: '9007199254740993' });
    expect(parseTenantId('9223372036854775807')).toEqual({
      ok: true,
      value: '9223372036854775807',
    });
    expect(parseTenantId('9223372036854775808')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseTenantId('0')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseTenantId('')).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['-5', '1e3', '12.0', '0x10', '１２', '9 007']) {
      expect(parseTenantId(text)).toEqual({ ok: false, reason: 'notInteger' });
    }
  });

  it('writes a bigint into a JSON body as bare digits', () => {
    expect(
      stringifyJsonWithInt64({ receiverName: 'a', receiverTenantId: 9007199254740993n, n: [1n] }),
    ).toBe('{"receiverName":"a","receiverTenantId":9007199254740993,"n":[1]}');
    expect(stringifyJsonWithInt64({ a: 'plain', b: 2 })).toBe('{"a":"plain","b":2}');
    expect(() => stringifyJsonWithInt64({ a: '\u0000int64:1' })).toThrow(TypeError);
  });
});
