import { AGENT_ROUTES } from './agent/routes';
import { LAKE_ROUTES } from './lake/routes';
import { SCREEN_ROUTES } from './screen/routes';

/** The services the mock backend answers for; `oss` is the logo upload target of the screen service. */
export const MOCK_SERVICES = ['screen', 'lake', 'agent', 'oss'] as const;
export type MockService = (typeof MOCK_SERVICES)[number];

/**
 * Operation names per service, from the mock's own route tables, so a fault with a misspelt
 * operation is rejected instead of silently never firing, and Settings can offer them in a list.
 * Null: the service has no operation names (the object storage), so any well-formed name is
 * accepted.
 */
export const KNOWN_OPERATIONS: Readonly<Record<MockService, readonly string[] | null>> = {
  screen: Object.keys(SCREEN_ROUTES),
  lake: Object.keys(LAKE_ROUTES),
  agent: Object.keys(AGENT_ROUTES),
  oss: null,
};
