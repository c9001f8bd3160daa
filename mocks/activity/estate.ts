import type { AgentDb } from '../agent/store';
import type { LakeDb } from '../lake/store/types';
import type { ScreenDb } from '../screen/store';
import type { ActivityEstate } from './seed';

/** How many of each the seeded history acts on: a few, as a team works on a few things at once. */
const CATALOGS = 3;
const DATABASES = 3;
const TABLES = 6;

/**
 * The things the seeded history names, read from the seeded stores: the running Paimon
 * catalogs, their first databases and tables, the saved screens and the webhook endpoints.
 */
export function activityEstate(lake: LakeDb, screen: ScreenDb, agent: AgentDb): ActivityEstate {
  const catalogs = lake.catalogs
    .values()
    .filter(
      (catalog) =>
        catalog.type === 'PAIMON' &&
        catalog.seededStatus === 'RUNNING' &&
        catalog.dropRequestedAt === null,
    )
    .slice(0, CATALOGS)
    .map((catalog) => ({
      id: catalog.id,
      name: catalog.name,
      databases: catalog.databases
        .values()
        .slice(0, DATABASES)
        .map((database) => ({
          name: database.name,
          tables: database.tables
            .values()
            .slice(0, TABLES)
            .map((table) => table.name),
        })),
    }));
  return {
    catalogs,
    screens: screen.screens.map((record) => record.id),
    webhooks: agent.endpoints.map((endpoint) => endpoint.id),
  };
}
