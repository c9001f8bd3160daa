/**
 * Account (tenant) ids are int64 (docs/design.md §8). The console checks a typed id before sending
 * it (parseTenantId, src/api/lake/shareSchemas.ts) and reads ids losslessly (shareJson); the mock
 * service checks and reads them by its own code (mocks/lake/handlers/shares.ts). Each
 * hand-written case below says what the service does; both must do it.
 */
import { parseTenantId, shareJson } from '../../src/api/lake/shareSchemas';
import { checkTenantId, parseInt64Json } from '../../mocks/lake/handlers/shareRequests';

const cases: [string, string | null][] = [
  ['1', '1'],
  ['9007199254740993', '9007199254740993'],
  ['0009007199254740993', '9007199254740993'],
  ['9223372036854775807', '9223372036854775807'],
  ['9223372036854775808', null],
  ['0', null],
  ['-1', null],
  ['1e3', null],
  ['12.0', null],
  ['0x10', null],
  ['', null],
];

describe('tenant ids: the console and the mock service agree', () => {
  it.each(cases)('%j is %j', (typed, accepted) => {
    const client = parseTenantId(typed);
    expect(client.ok ? client.value : null).toBe(accepted);
    expect(checkTenantId(typed)).toBe(accepted);
  });

  it('both read ids above 2^53 from JSON with every digit and leave strings alone', () => {
    const text =
      '{"receiverName":"a","comment":"\\"receiverTenantId\\": 5","receiverTenantId": 9007199254740993,"providerTenantId":-9223372036854775808}';
    const expected = {
      receiverName: 'a',
      comment: '"receiverTenantId": 5',
      receiverTenantId: '9007199254740993',
      providerTenantId: '-9223372036854775808',
    };
    expect(shareJson(text)).toEqual(expected);
    expect(parseInt64Json(text)).toEqual(expected);
  });
});
