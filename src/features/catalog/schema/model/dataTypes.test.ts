import { formatDataType } from './dataTypes';
import type { FullDataType } from '../../../../api/lake/schemas';
import { STRING } from '../testing/sampleTable';

describe('formatDataType', () => {
  it.each<[FullDataType, string]>([
    [
      {
        type: 'MAP',
        key: STRING,
        value: {
          type: 'ROW',
          fields: [
            { name: 'a', type: { type: 'INT' } },
            { name: 'b', type: { type: 'ARRAY', element: STRING } },
          ],
        },
      },
      'MAP<STRING, ROW<a INT, b ARRAY<STRING>>>',
    ],
    [{ type: 'DECIMAL', precision: 10, scale: 2 }, 'DECIMAL(10, 2)'],
    [{ type: 'DECIMAL', precision: 10 }, 'DECIMAL(10)'],
    [{ type: 'DECIMAL' }, 'DECIMAL'],
    [{ type: 'VARCHAR', length: 255 }, 'VARCHAR(255)'],
    [{ type: 'TIMESTAMP', precision: 3, nullable: false }, 'TIMESTAMP(3) NOT NULL'],
    [{ type: 'MULTISET', element: { type: 'INT', nullable: false } }, 'MULTISET<INT NOT NULL>'],
    [{ type: 'ARRAY' }, 'ARRAY<?>'],
    [{ type: 'BIGINT', nullable: true }, 'BIGINT'],
  ])('formats %j as %s', (type, text) => {
    expect(formatDataType(type)).toBe(text);
  });

  it('can elide ROW members', () => {
    expect(
      formatDataType(
        { type: 'ARRAY', element: { type: 'ROW', fields: [{ name: 'a', type: STRING }] } },
        { elideRows: true },
      ),
    ).toBe('ARRAY<ROW<…>>');
  });
});
