/** The services the mock backend answers for; `oss` is the logo upload target of the screen service. */
export const MOCK_SERVICES = ['screen', 'lake', 'agent', 'oss'] as const;
export type MockService = (typeof MOCK_SERVICES)[number];

export const AGENT_OPERATIONS = ['ListWebhooks', 'ListWebhookEvents', 'DisableWebhook'] as const;
export type AgentOperation = (typeof AGENT_OPERATIONS)[number];

/**
 * Operation names per service once its handlers exist, so a fault with a misspelt operation is
 * rejected instead of silently never firing. Null: not known yet, any well-formed name is accepted.
 */
export const KNOWN_OPERATIONS: Readonly<Record<MockService, readonly string[] | null>> = {
  screen: null,
  lake: null,
  agent: AGENT_OPERATIONS,
  oss: null,
};
