import { agentHandlers } from './agent';
import { lakeHandlers } from './lake';
import { ossHandlers } from './oss';
import { screenHandlers } from './screen';

/** Every service's handlers. */
export const handlers = [...agentHandlers, ...screenHandlers, ...lakeHandlers, ...ossHandlers];
