import { agentHandlers } from './agent';

/** Every service's handlers; screen, lake and oss join here as they are written. */
export const handlers = [...agentHandlers];
