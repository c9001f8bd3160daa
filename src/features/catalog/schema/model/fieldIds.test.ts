import { maxFieldId } from './fieldIds';
import { STRING, schema } from '../testing/sampleTable';

describe('maxFieldId', () => {
  it('looks into nested types', () => {
    expect(maxFieldId(schema().fields)).toBe(9);
    expect(maxFieldId([{ name: 'a', type: STRING }])).toBe(-1);
  });
});
