/** Catalog and database storage summaries of the lake mock. */
import { TREND_MAX_DAYS } from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import { dayOf } from '../store/time';
import { catalogSummary, catalogTrend, databaseSummary, daysInRange } from '../store/summary';
import { invalidParameter } from './errors';
import { catalogWithId, databaseIn } from './lookup';
import { dayParam, summaryDay } from './params';
import type { MockBody } from '../../core/mockService';

export const summaryBodies: Partial<Record<LakeOperationName, MockBody>> = {
  GetCatalogSummary: ({ path, query }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const { day, today } = summaryDay(query, now);
    return catalogSummary(catalog, day, today, now);
  },

  GetCatalogSummaryTrend: ({ path, query }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const start = dayParam(query, 'startDate', false) ?? '';
    const end = dayParam(query, 'endDate', false) ?? '';
    const today = dayOf(now);
    if (start > end) throw invalidParameter('startDate', `${start} is after endDate ${end}.`);
    if (end > today) throw invalidParameter('endDate', `${end} is after today (${today}).`);
    const days = daysInRange(start, end);
    if (days > TREND_MAX_DAYS) {
      throw invalidParameter(
        'startDate',
        `the range ${start}…${end} spans ${days} days; at most ${TREND_MAX_DAYS} are allowed.`,
      );
    }
    return catalogTrend(catalog, start, end, today, now);
  },

  GetDatabaseSummary: ({ path, query }) => {
    const now = Date.now();
    const database = databaseIn(catalogWithId(path.catalogId, now), path.database);
    const { day, today } = summaryDay(query, now);
    return databaseSummary(database, day, today, now);
  },
};
