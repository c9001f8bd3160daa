import { agentHandlers } from './agent/handlers';
import { lakeHandlers } from './lake/handlers';
import { ossHandlers } from './screen/handlers/oss';
import { screenHandlers } from './screen/handlers';

/** Every service's handlers. */
export const handlers = [...agentHandlers, ...screenHandlers, ...lakeHandlers, ...ossHandlers];
