import {
  activityContentDisposition,
  activityCsvHeader,
  activityCsvLine,
  activityExportText,
  activityJsonLine,
  csvCell,
} from './export';
import { activityExportUrl, activityQuery } from './model';
import type { ActivityRecord } from './schemas';

const record: ActivityRecord = {
  id: 'act_1',
  time: '2026-11-28T01:02:03.000Z',
  instance: 'gw-1',
  user: { subject: 'u-1', email: 'ana@example.com', name: 'Ana, "the admin"' },
  role: 'admin',
  device: null,
  service: 'lake',
  operation: 'CreateTable',
  method: 'POST',
  resource: { catalogId: 'c-1', database: 'sales', table: '=HYPERLINK("x")' },
  outcome: 'answered',
  upstreamStatus: 200,
  requestId: 'req_1',
  durationMs: 31,
  gone: false,
};

describe('activity export encoding', () => {
  it('quotes a cell as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1']) {
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header and one CRLF line per record, the resource as k=v pairs', () => {
    expect(activityCsvHeader()).toBe(
      'time,id,instance,subject,email,name,role,device,service,operation,method,resource,outcome,upstreamStatus,requestId,durationMs,gone\r\n',
    );
    expect(activityCsvLine(record)).toBe(
      '2026-11-28T01:02:03.000Z,act_1,gw-1,u-1,ana@example.com,"Ana, ""the admin""",admin,,lake,CreateTable,POST,' +
        '"catalogId=c-1; database=sales; table==HYPERLINK(""x"")",answered,200,req_1,31,false\r\n',
    );
    const forbidden = activityCsvLine({ ...record, resource: { name: '-x' }, user: null });
    expect(forbidden).toContain(',name=-x,');
    expect(activityExportText([record, record], 'csv').split('\r\n')).toHaveLength(4);
  });

  it('writes JSON lines that read back as the records', () => {
    const text = activityExportText([record, { ...record, id: 'act_2' }], 'jsonl');
    expect(text.endsWith('\n')).toBe(true);
    expect(
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([record, { ...record, id: 'act_2' }]);
    expect(activityJsonLine(record)).toBe(`${JSON.stringify(record)}\n`);
  });

  it('names the download by format and date', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    expect(activityContentDisposition('csv', at)).toBe(
      'attachment; filename="parapet-activity-2026-11-28.csv"',
    );
    expect(activityContentDisposition('jsonl', at)).toContain('parapet-activity-2026-11-28.jsonl');
  });
});

describe('activity filter → query', () => {
  it('leaves out what is unset and adds the page', () => {
    expect(
      activityQuery(
        { user: 'u-1', operation: '', outcome: 'forbidden', from: '2026-11-01T00:00:00.000Z' },
        { cursor: 'act_9', limit: 50 },
      ),
    ).toEqual({
      user: 'u-1',
      outcome: 'forbidden',
      from: '2026-11-01T00:00:00.000Z',
      cursor: 'act_9',
      limit: '50',
    });
    expect(activityQuery({}, { cursor: null })).toEqual({});
    expect(activityExportUrl({ service: 'screen' }, 'jsonl')).toBe(
      '/api/activity/export?service=screen&format=jsonl',
    );
  });
});
