import { request } from '../http';
import { ACTIVITY_PATH, ACTIVITY_PEOPLE_PATH, activityQuery, type ActivityFilter } from './model';
import { activityPageSchema, activityPeopleSchema } from './schemas';

/** One page of the activity, newest first; `cursor` is the previous page's `nextCursor`. */
export function fetchActivityPage(
  filter: ActivityFilter,
  page: { cursor: string | null; limit: number },
  signal?: AbortSignal,
) {
  return request({
    service: 'gateway',
    operation: 'ListActivity',
    base: '',
    path: ACTIVITY_PATH,
    query: activityQuery(filter, page),
    schema: activityPageSchema,
    signal,
  });
}

/** The people the activity names (an admin's person filter). */
export function fetchActivityPeople(signal?: AbortSignal) {
  return request({
    service: 'gateway',
    operation: 'ListActivityPeople',
    base: '',
    path: ACTIVITY_PEOPLE_PATH,
    schema: activityPeopleSchema,
    signal,
  });
}
