import { parseJsonKeepingDigits } from './losslessJson';

const keys = new Set(['ScreenID', 'Id']);

describe('parseJsonKeepingDigits', () => {
  it('reads the named integer fields as strings with every digit', () => {
    const text =
      '{"List":[{"ScreenID": 9007199254740993,"ScreenTitle":"a"},{"ScreenID":-12}],"Id":7}';
    expect(parseJsonKeepingDigits(text, keys)).toEqual({
      List: [{ ScreenID: '9007199254740993', ScreenTitle: 'a' }, { ScreenID: '-12' }],
      Id: '7',
    });
  });

  it('leaves other keys, string contents and non-integers alone', () => {
    const text =
      '{"Count":9007199254740993,"Title":"\\"ScreenID\\": 5","Id":1.5,"ScreenID":"12","Note":"Id:3"}';
    const parsed = parseJsonKeepingDigits(text, keys) as Record<string, unknown>;
    expect(parsed.Count).toBe(9007199254740992);
    expect(parsed.Title).toBe('"ScreenID": 5');
    expect(parsed.Id).toBe(1.5);
    expect(parsed.ScreenID).toBe('12');
    expect(parsed.Note).toBe('Id:3');
  });

  it('does not take a value that is a string for a key', () => {
    expect(parseJsonKeepingDigits('{"a":"Id","b":3}', keys)).toEqual({ a: 'Id', b: 3 });
    expect(parseJsonKeepingDigits('["Id", 3]', keys)).toEqual(['Id', 3]);
  });

  it('throws like JSON.parse on invalid text', () => {
    expect(() => parseJsonKeepingDigits('{"Id":', keys)).toThrow(SyntaxError);
  });
});
