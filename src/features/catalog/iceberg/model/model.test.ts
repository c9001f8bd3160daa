import type { IcebergNestedField, IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { flattenSchema, searchSchema } from '../../schema/model/schemaIndex';
import { formatInt64 } from './int64Text';
import {
  fieldPaths,
  formatIcebergType,
  icebergTreeSchema,
  readIcebergType,
  UNREADABLE_TYPE,
} from './icebergSchema';
import {
  axisTimeLabel,
  compareInt64,
  MARKER_MAX,
  MARKER_MIN,
  operationKind,
  timelineModel,
  timelinePoints,
} from './snapshots';

const FIELDS: IcebergNestedField[] = [
  { id: '1', name: 'event_id', type: 'long', optional: false },
  {
    id: '2',
    name: 'tags',
    type: '{"type":"list","element":{"type":"string"}}',
    doc: 'labels',
  },
  {
    id: '4',
    name: 'device',
    type: {
      type: 'struct',
      fields: [
        { id: '5', name: 'os', type: 'string' },
        {
          id: '6',
          name: 'attrs',
          type: { type: 'map', key: { type: 'string' }, value: { type: 'decimal(10,2)' } },
        },
      ],
    },
  },
  { id: '9', name: 'dt', type: 'date' },
  { id: '10', name: 'broken', type: '{"type": oops' },
];

describe('Iceberg fields in the schema tree', () => {
  it('reads a type from its name, its JSON text or the object, and nothing from broken JSON', () => {
    expect(readIcebergType('long')).toEqual({ type: 'long' });
    expect(readIcebergType('{"type":"list","element":{"type":"int"}}')).toEqual({
      type: 'list',
      element: { type: 'int' },
    });
    expect(readIcebergType({ type: 'struct', fields: [] })).toEqual({ type: 'struct', fields: [] });
    expect(readIcebergType('{"type": oops')).toBeNull();
    expect(readIcebergType('{"fields":[]}')).toBeNull();
  });

  it('builds a tree with Iceberg’s type words, nested rows and the partition source marked', () => {
    const schema = icebergTreeSchema(FIELDS, [
      { sourceId: '9', fieldId: '1000', transform: 'identity', name: 'dt' },
      { sourceId: '5', fieldId: '1001', transform: 'identity', name: 'os' },
    ]);
    expect(schema.partitionKeys).toEqual(['dt']);
    const all = flattenSchema(
      schema,
      new Set(['device', 'device\u001fattrs', 'tags']),
      formatIcebergType,
    );
    expect(all.map((row) => [row.path.join('.'), row.typeLabel])).toEqual([
      ['event_id', 'long NOT NULL'],
      ['tags', 'list<string>'],
      ['tags.element', 'string'],
      ['device', 'struct<…>'],
      ['device.os', 'string'],
      ['device.attrs', 'map<string, decimal(10,2)>'],
      ['device.attrs.key', 'string'],
      ['device.attrs.value', 'decimal(10,2)'],
      ['dt', 'date'],
      ['broken', UNREADABLE_TYPE],
    ]);
    expect(all.find((row) => row.name === 'dt')?.isPartitionKey).toBe(true);
    expect(
      searchSchema(schema, 'decimal', undefined, formatIcebergType).map((r) => r.name),
    ).toEqual(['device', 'attrs', 'value']);
    // The same fields array gives the same tree object (the tree indexes it once).
    expect(icebergTreeSchema(FIELDS, [])).toBe(schema);
  });

  it('names every field id by its path, inside collections too', () => {
    const paths = fieldPaths(FIELDS);
    expect(paths.get('6')).toBe('device.attrs');
    expect(paths.get('9')).toBe('dt');
  });
});

const snapshot = (
  id: string,
  seq: string,
  at: number,
  op: string,
  rows: string,
): IcebergSnapshot => ({
  id,
  sequenceNumber: seq,
  timestampMillis: at,
  operation: op,
  addedRows: rows,
  summary: {},
});

describe('snapshot facts', () => {
  it('compares and formats int64 digit strings exactly, above 2^53', () => {
    expect(compareInt64('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareInt64('12', '9007199254740993')).toBe(-1);
    expect(compareInt64('5', '5')).toBe(0);
    expect(formatInt64('12345678901234567', 'en')).toBe('12,345,678,901,234,567');
    expect(formatInt64('not-a-number', 'en')).toBe('not-a-number');
  });

  it('orders a page for the timeline oldest first and marks the current snapshot', () => {
    const points = timelinePoints(
      [
        snapshot('9007199254740995', '3', 3_000, 'delete', '0'),
        snapshot('9007199254740993', '1', 1_000, 'append', '10'),
        snapshot('9007199254740994', '2', 1_000, 'rewrite', '5'),
      ],
      '9007199254740995',
    );
    expect(points.map((p) => [p.id, p.kind, p.current])).toEqual([
      ['9007199254740993', 'append', false],
      ['9007199254740994', 'other', false],
      ['9007199254740995', 'delete', true],
    ]);
    expect(operationKind(undefined)).toBe('other');
  });
});

describe('the snapshot timeline', () => {
  const DAY = 86_400_000;
  const T0 = Date.UTC(2026, 0, 5, 12);
  const page = [
    snapshot('105', '5', T0 + 40 * DAY, 'replace', '0'),
    snapshot('104', '4', T0 + 31 * DAY, 'delete', '0'),
    snapshot('103', '3', T0 + 30 * DAY, 'overwrite', '2500'),
    snapshot('102', '2', T0 + 1 * DAY, 'append', '10000'),
    snapshot('101', '1', T0, 'append', '100'),
  ];

  it('places each snapshot at its commit time, not at its place in the list', () => {
    const model = timelineModel(timelinePoints(page, '105'));
    const times = model.lanes.flatMap((lane) => lane.markers.map((m) => m.value[0]));
    expect(times.sort((a, b) => a - b)).toEqual([
      T0,
      T0 + DAY,
      T0 + 30 * DAY,
      T0 + 31 * DAY,
      T0 + 40 * DAY,
    ]);
    // Two appends a day apart, then a month's gap: the gap is in the x values themselves.
    const appends = model.lanes.find((lane) => lane.kind === 'append')!;
    expect(appends.markers.map((m) => m.value[0])).toEqual([T0, T0 + DAY]);
    expect(model.range).toEqual([T0, T0 + 40 * DAY]);
    expect(model.currentAt).toBe(T0 + 40 * DAY);
  });

  it('gives every operation kind a lane and a visible marker, even one that adds 0 rows', () => {
    const model = timelineModel(timelinePoints(page, undefined));
    expect(model.lanes.map((lane) => lane.kind)).toEqual([
      'append',
      'overwrite',
      'delete',
      'replace',
    ]);
    model.lanes.forEach((lane, index) => {
      expect(lane.markers.length).toBeGreaterThan(0);
      for (const marker of lane.markers) {
        expect(marker.value[1]).toBe(index);
        expect(marker.symbolSize).toBeGreaterThanOrEqual(MARKER_MIN);
      }
    });
    const size = (id: string) =>
      model.lanes.flatMap((lane) => lane.markers).find((m) => m.point.id === id)!.symbolSize;
    expect(size('104')).toBe(MARKER_MIN);
    expect(size('102')).toBe(MARKER_MAX);
    expect(size('103')).toBeGreaterThan(size('101'));
    expect(timelineModel([]).range).toBeNull();
  });

  it('labels the time axis as finely as the page spans, in the user’s language', () => {
    const at = Date.UTC(2026, 2, 14, 9, 30);
    expect(axisTimeLabel(at, 40 * DAY, 'en')).toMatch(/^Mar 1[45]$/);
    expect(axisTimeLabel(at, 3 * 365 * DAY, 'en')).toBe('Mar 2026');
    expect(axisTimeLabel(at, DAY, 'en')).toMatch(/^Mar 1[45], \d\d:\d\d$/);
    expect(axisTimeLabel(at, 40 * DAY, 'zh')).toMatch(/^3月1[45]日$/);
  });
});
