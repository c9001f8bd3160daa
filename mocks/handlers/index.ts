import { agentHandlers } from './agent';
import { ossHandlers } from './oss';
import { screenHandlers } from './screen';

/** Every service's handlers; screen, lake and oss join here as they are written. */
export const handlers = [...agentHandlers, ...screenHandlers, ...ossHandlers];
