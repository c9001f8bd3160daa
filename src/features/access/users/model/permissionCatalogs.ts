import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeQueries } from '../../../../api/lake/queries';

/** The catalogs whose permissions a principal's section lists: one read for every principal. */
export const permissionCatalogs = () => lakeQueries.catalogs({ maxResults: MAX_RESULTS_MAX });
