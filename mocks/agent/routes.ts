import { restRoutes } from '../core/routes';

/**
 * The agent webhook service's routes, from its spec (agent-webhooks-api.md "Endpoints"), under
 * the service base. The spec names the operations in words ("List webhook events"); the names
 * here are those words run together, as the console and the fault syntax call them.
 */
export const AGENT_ROUTES = restRoutes({
  ListWebhooks: 'GET /api/v1/agent/webhook_endpoints',
  ListWebhookEvents: 'GET /api/v1/agent/webhook_endpoints/{id}/events',
  DisableWebhook: 'POST /api/v1/agent/webhook_endpoints/{id}/disable',
});

export type AgentOperationName = keyof typeof AGENT_ROUTES;
