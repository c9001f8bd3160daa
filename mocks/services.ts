import { agentOperations } from '../src/api/agent/operations';
import { lakeOperations } from '../src/api/lake/operations';
import { screenOperations } from '../src/api/screen/operations';
import type { AnyOperation } from '../src/api/operationSpec';

/** The services the mock backend answers for; `oss` is the logo upload target of the screen service. */
export const MOCK_SERVICES = ['screen', 'lake', 'agent', 'oss'] as const;
export type MockService = (typeof MOCK_SERVICES)[number];

const names = (registry: Record<string, AnyOperation>) =>
  Object.values(registry).map((op) => op.name);

/**
 * Operation names per service, from the API registries, so a fault with a misspelt operation is
 * rejected instead of silently never firing, and Settings can offer them in a list. Null: the
 * service has no registry yet, so any well-formed name is accepted.
 */
export const KNOWN_OPERATIONS: Readonly<Record<MockService, readonly string[] | null>> = {
  screen: names(screenOperations),
  lake: names(lakeOperations),
  agent: names(agentOperations),
  oss: null,
};
