import { BASELINE_SPEC } from '../model/levelSpecs';
import { statLevelView } from './statLevelView';

/** HC_HC: baseline risks by level and their daily trend (SecurityStatInfo.HealthCheck). */
export default statLevelView('HealthCheckView', (stat) => stat.HealthCheck, BASELINE_SPEC);
