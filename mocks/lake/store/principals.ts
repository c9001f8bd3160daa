/**
 * The lake mock's principals: the account's users (RAM users, IAM_USER, and RAM roles acting as
 * lake users, IAM_ROLE), its lake roles (three predefined, four made by the account) with their
 * members, and the trusted VPCs of GetVpcConfig. Seeded relative to the anchor; role changes are
 * journaled lake ops applied by lake/store/access.ts (which also removes a deleted role's grants).
 *
 * Principal strings (src/api/lake/assumed.ts, PRINCIPAL_PATTERNS): `acs:ram::<account>:user/<n>`,
 * `acs:ram::<account>:role/<n>` and, for lake roles, `acs:dlf::<account>:role/<n>`. The seeded
 * estate's owners (lake/seeds/sales.ts PRINCIPALS) are among the users.
 */
import { ROLE_PREDEFINED } from '../../../src/api/lake/assumed';
import { CONSOLE_PRINCIPAL } from '../assumed';
import { PRINCIPALS } from '../seeds/sales';
import { SortedNames } from './sortedNames';
import { createRng, deriveSeed } from '../../core/rng';

const DAY = 86_400_000;
const ACCESS_SEED = 0x0acce55;

/** The account every principal belongs to (the one the console's own principal names). */
export const ACCOUNT_ID = CONSOLE_PRINCIPAL.split(':')[3] ?? '1234567890123456';

export const userPrincipal = (name: string) => `acs:ram::${ACCOUNT_ID}:user/${name}`;
export const ramRolePrincipal = (name: string) => `acs:ram::${ACCOUNT_ID}:role/${name}`;
export const lakeRolePrincipal = (name: string) => `acs:dlf::${ACCOUNT_ID}:role/${name}`;

interface Audit {
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  updatedBy: string;
}

export interface LakeUserRecord extends Audit {
  userId: string;
  userName: string;
  displayName: string;
  userPrincipal: string;
  type: 'IAM_USER' | 'IAM_ROLE';
}

export interface LakeRoleRecord extends Audit {
  roleName: string;
  displayName: string;
  description: string;
  rolePrincipal: string;
  isPredefined: string;
  /** Member user principals, in the order they were granted. */
  members: string[];
}

export interface TrustedVpcRecord {
  vpcId: string;
  extendedOptions: Record<string, string>;
  createdAt: number;
}

export interface Principals {
  /** By user principal. */
  users: SortedNames<LakeUserRecord>;
  /** By role name (lists page by name); `rolesByPrincipal` finds one by principal. */
  roles: SortedNames<LakeRoleRecord>;
  rolesByPrincipal: Map<string, LakeRoleRecord>;
  vpcs: TrustedVpcRecord[];
}

/** [name, display name, days since created]; alice–dave own the seeded estate. */
const IAM_USERS: readonly (readonly [string, string, number])[] = [
  ['alice', 'Alice Wang', 1_300],
  ['bob', 'Bob Li', 1_100],
  ['carol', 'Carol Zhang', 900],
  ['dave', 'Dave Chen', 850],
  ['erin', 'Erin Liu', 640],
  ['frank', 'Frank Zhao', 600],
  ['grace', 'Grace Huang', 520],
  ['heidi', 'Heidi Wu', 480],
  ['ivan', 'Ivan Zhou', 420],
  ['judy', 'Judy Xu', 380],
  ['kevin', 'Kevin Sun', 300],
  ['laura', 'Laura Ma', 260],
  ['mike', 'Mike Hu', 210],
  ['nina', 'Nina Guo', 160],
  ['oscar', 'Oscar He', 120],
  ['peggy', 'Peggy Lin', 90],
  ['quinn', 'Quinn Luo', 60],
  ['rita', 'Rita Gao', 30],
  ['sam', 'Sam Zheng', 14],
  ['tina', 'Tina Xie', 3],
];
/** RAM roles that act on the lake as users (jobs and services). */
const IAM_ROLES: readonly (readonly [string, string, number])[] = [
  ['lake-etl', 'Nightly ETL jobs', 1_000],
  ['flink-streaming', 'Flink streaming jobs', 700],
  ['bi-dashboard', 'BI dashboards', 400],
  ['ml-training', 'Model training jobs', 200],
];

interface RoleSeed {
  name: string;
  displayName: string;
  description: string;
  predefined: boolean;
  ageDays: number;
  members: readonly string[];
}

const ROLE_SEEDS: readonly RoleSeed[] = [
  {
    name: 'admin',
    displayName: 'Administrator',
    description: 'Every permission on every catalog of the account.',
    predefined: true,
    ageDays: 1_300,
    members: [PRINCIPALS.alice],
  },
  {
    name: 'data_editor',
    displayName: 'Data editor',
    description: 'Reads and writes the data of every catalog; cannot grant.',
    predefined: true,
    ageDays: 1_300,
    members: [ramRolePrincipal('lake-etl'), ramRolePrincipal('flink-streaming')],
  },
  {
    name: 'data_reader',
    displayName: 'Data reader',
    description: 'Reads the data of every catalog.',
    predefined: true,
    ageDays: 1_300,
    members: [ramRolePrincipal('bi-dashboard')],
  },
  {
    name: 'analysts',
    displayName: 'Sales analysts',
    description: 'Sales reporting: orders and customers without contact details.',
    predefined: false,
    ageDays: 700,
    members: [PRINCIPALS.bob, PRINCIPALS.carol, userPrincipal('nina'), userPrincipal('oscar')],
  },
  {
    name: 'finance_auditors',
    displayName: 'Finance auditors',
    description: 'Read-only access to payments and the finance archive.',
    predefined: false,
    ageDays: 500,
    members: [PRINCIPALS.dave, userPrincipal('grace')],
  },
  {
    name: 'ml_engineers',
    displayName: 'ML engineers',
    description: 'Feature tables and telemetry for model training.',
    predefined: false,
    ageDays: 300,
    members: [userPrincipal('erin'), userPrincipal('frank'), ramRolePrincipal('ml-training')],
  },
  {
    name: 'marketing_ops',
    displayName: 'Marketing operations',
    description: 'Campaign data in marketing_iceberg.',
    predefined: false,
    ageDays: 150,
    members: [userPrincipal('heidi'), userPrincipal('ivan')],
  },
];

/** A RAM id: 16 digits from the principal's own seed, so ids never depend on the anchor. */
function ramId(first: string, principal: string): string {
  const rng = createRng(deriveSeed(ACCESS_SEED, 'id', principal));
  let digits = first;
  while (digits.length < 16) digits += String(rng.int(0, 9));
  return digits;
}

export function seedPrincipals(anchorMs: number): Principals {
  const root = PRINCIPALS.root;
  const audit = (ageDays: number): Audit => {
    const at = anchorMs - ageDays * DAY;
    return { createdAt: at, createdBy: root, updatedAt: at, updatedBy: root };
  };
  const users: LakeUserRecord[] = [
    ...IAM_USERS.map(([name, displayName, age]): LakeUserRecord => {
      const principal = userPrincipal(name);
      return {
        userId: ramId('2', principal),
        userName: name,
        displayName,
        userPrincipal: principal,
        type: 'IAM_USER',
        ...audit(age),
      };
    }),
    ...IAM_ROLES.map(([name, displayName, age]): LakeUserRecord => {
      const principal = ramRolePrincipal(name);
      return {
        userId: ramId('3', principal),
        userName: name,
        displayName,
        userPrincipal: principal,
        type: 'IAM_ROLE',
        ...audit(age),
      };
    }),
  ];
  const roles = ROLE_SEEDS.map((seed): LakeRoleRecord => ({
    roleName: seed.name,
    displayName: seed.displayName,
    description: seed.description,
    rolePrincipal: lakeRolePrincipal(seed.name),
    isPredefined: seed.predefined ? ROLE_PREDEFINED : 'false',
    members: [...seed.members],
    ...audit(seed.ageDays),
  }));
  const vpcs: TrustedVpcRecord[] = [
    {
      vpcId: 'vpc-bp1k8a3d5x0q7t2m9n4c6',
      extendedOptions: {
        description: 'Production EMR and Flink clusters',
        regionId: 'cn-hangzhou',
        vSwitchIds: 'vsw-bp1q2w3e4r5t6y7u8i9o0,vsw-bp1z9x8c7v6b5n4m3l2k1',
        accessMode: 'READ_WRITE',
      },
      createdAt: anchorMs - 600 * DAY,
    },
    {
      vpcId: 'vpc-bp19y4f2h6j8k0l3z5x7c',
      extendedOptions: {
        description: 'BI and reporting',
        regionId: 'cn-hangzhou',
        vSwitchIds: 'vsw-bp1a1s2d3f4g5h6j7k8l9',
        accessMode: 'READ_ONLY',
      },
      createdAt: anchorMs - 240 * DAY,
    },
    {
      vpcId: 'vpc-uf6m2n8b4v0c6x2z8a4s1',
      extendedOptions: {
        description: 'Disaster recovery (Shanghai)',
        regionId: 'cn-shanghai',
        accessMode: 'READ_ONLY',
      },
      createdAt: anchorMs - 45 * DAY,
    },
  ];
  return {
    users: SortedNames.from(users, (user) => user.userPrincipal),
    roles: SortedNames.from(roles, (role) => role.roleName),
    rolesByPrincipal: new Map(roles.map((role) => [role.rolePrincipal, role])),
    vpcs,
  };
}

/** A principal that permissions may name: a user or a lake role of the account. */
export function principalExists(principals: Principals, principal: string): boolean {
  return principals.users.has(principal) || principals.rolesByPrincipal.has(principal);
}

export function createRole(
  principals: Principals,
  role: { roleName: string; displayName: string; description: string; at: number },
): void {
  if (principals.roles.has(role.roleName)) return;
  const record: LakeRoleRecord = {
    roleName: role.roleName,
    displayName: role.displayName,
    description: role.description,
    rolePrincipal: lakeRolePrincipal(role.roleName),
    isPredefined: 'false',
    members: [],
    createdAt: role.at,
    createdBy: CONSOLE_PRINCIPAL,
    updatedAt: role.at,
    updatedBy: CONSOLE_PRINCIPAL,
  };
  principals.roles.set(record.roleName, record);
  principals.rolesByPrincipal.set(record.rolePrincipal, record);
}

/** Removes the role (its grants are removed by the caller); true when there was one. */
export function deleteRole(principals: Principals, rolePrincipal: string): boolean {
  const role = principals.rolesByPrincipal.get(rolePrincipal);
  if (!role) return false;
  principals.rolesByPrincipal.delete(rolePrincipal);
  principals.roles.delete(role.roleName);
  return true;
}

/** Adds the users the role does not hold yet (unknown users are refused by the handler). */
export function grantRoleToUsers(
  principals: Principals,
  rolePrincipal: string,
  users: readonly string[],
  at: number,
): void {
  const role = principals.rolesByPrincipal.get(rolePrincipal);
  if (!role) return;
  let changed = false;
  for (const user of users) {
    if (!principals.users.has(user) || role.members.includes(user)) continue;
    role.members.push(user);
    changed = true;
  }
  if (changed) {
    role.updatedAt = at;
    role.updatedBy = CONSOLE_PRINCIPAL;
  }
}
