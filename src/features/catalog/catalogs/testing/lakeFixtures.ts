/**
 * Test support for the catalogs area over the real lake mock: fixed storage numbers for the cases
 * the seeded data does not have (nothing a month ago, a value that went down), and a region
 * status, installed with `server.use`. (Requests are recorded by ../../testing/lakeRequests.)
 */
import { http, HttpResponse } from 'msw';
import type { CatalogSummary, CatalogSummaryTrend } from '../../../../api/lake/schemas';

const DAY = 86_400_000;

export const SUMMARY: CatalogSummary = {
  databaseCount: { currentValue: 24, lastDayValue: 24, lastMonthValue: 20 },
  tableCount: { currentValue: 2100, lastDayValue: 2000, lastMonthValue: 0 },
  partitionCount: { currentValue: 900, lastDayValue: 1000, lastMonthValue: 800 },
  totalFileSizeInBytes: {
    currentValue: 3 * 1024 ** 4,
    lastDayValue: 3 * 1024 ** 4,
    lastMonthValue: 2 * 1024 ** 4,
  },
  totalFileCount: { currentValue: 50_000, lastDayValue: 49_000, lastMonthValue: 40_000 },
  totalMetaSizeInBytes: { currentValue: 1024 ** 3, lastDayValue: 1024 ** 3, lastMonthValue: 0 },
  totalMetaFileCount: { currentValue: 3000, lastDayValue: 2900, lastMonthValue: 2000 },
  apiVisitCountMonthly: 123_456,
  fileAccessCountMonthly: 7890,
  throughputMonthly: 5 * 1024 ** 3,
  generatedDate: '2026-03-09',
  objTypeStandardSize: 2 * 1024 ** 4,
  objTypeIaSize: 512 * 1024 ** 3,
  objTypeArchiveSize: 256 * 1024 ** 3,
  objTypeColdArchiveSize: 256 * 1024 ** 3,
};

/** Each day of the inclusive range, every series rising by day. */
export function trendFor(startDate: string, endDate: string): CatalogSummaryTrend {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY) days.push(new Date(at).toISOString().slice(0, 10));
  const series = (base: number, step: number) =>
    days.map((date, index) => ({ date, value: base + index * step }));
  return {
    apiVisitCount: series(100, 10),
    fileAccessCount: series(50, 5),
    throughput: series(1024 ** 2, 1024),
    totalMetaCount: series(2000, 1),
    totalFileCount: series(40_000, 100),
    totalFileSizeInBytes: series(1024 ** 4, 100 * 1024 ** 3),
  };
}

/** The fixed summary and trend above for every catalog. */
export const storageHandlers = [
  http.get('*/lake/v1/:catalogId/storage-summary/trend', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      trendFor(url.searchParams.get('startDate') ?? '', url.searchParams.get('endDate') ?? ''),
    );
  }),
  http.get('*/lake/v1/:catalogId/storage-summary', () => HttpResponse.json(SUMMARY)),
];

/** GetRegionStatus answering `status`. */
export function regionStatusHandler(status: string, serviceRoleExists = true) {
  return http.get('*/lake/v1/service/status', () =>
    HttpResponse.json({ status, serviceRoleExists }),
  );
}
