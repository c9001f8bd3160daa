import { VUL_SPEC } from '../model/levelSpecs';
import { statLevelView } from './statLevelView';

/** VUL_VUL: vulnerabilities by urgency and their daily trend (SecurityStatInfo.Vulnerability). */
export default statLevelView('VulView', (stat) => stat.Vulnerability, VUL_SPEC);
