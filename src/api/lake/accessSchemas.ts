// zod/mini at the boundary for the lake's "Permissions, roles, users, network" section
// (specs/lake-catalog-api.md: Role, User, Permission, FailurePermission, the row filter building
// blocks, GetVpcConfig). The row filter's `predicate` is a string on the wire: the JSON text of a
// Predicate tree (assumed.ts, ROW_FILTER); predicateSchema reads that tree once parsed.
import * as z from 'zod/mini';
import { parseJsonKeepingDigits } from '../losslessJson';
import { int64String } from './icebergSchemas';
import { fullDataTypeSchema, type FullDataType } from './schemas';

const optionalStrings = z._default(z.array(z.string()), () => []);
const stringMap = z.record(z.string(), z.string());
const optionalMap = z._default(stringMap, () => ({}));
const nextPageToken = z.nullable(z.optional(z.string()));
/** Unix ms (int64 on the wire); exact below 2^53, as every timestamp of this section is. */
const int64 = z.int();
/** Servers may send null for an absent text; the console reads it as absent. */
const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? undefined),
);

const audit = {
  createdAt: z.optional(int64),
  createdBy: text,
  updatedAt: z.optional(int64),
  updatedBy: text,
};

// ---------------------------------------------------------------- users and roles

/** User `type` values (spec): a RAM user, or a RAM role acting as a user of the lake. */
export const USER_TYPES = ['IAM_USER', 'IAM_ROLE'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const userSchema = z.object({
  userId: text,
  userName: z.string(),
  displayName: text,
  userPrincipal: z.string(),
  /** IAM_USER or IAM_ROLE; another value is kept as sent and shown as it is. */
  type: z._default(z.string(), ''),
  ...audit,
});
export type LakeUser = z.infer<typeof userSchema>;

export const roleSchema = z.object({
  roleName: z.string(),
  displayName: text,
  description: text,
  rolePrincipal: z.string(),
  /** A string in the spec: `"true"` for the service's own roles (assumed.ts). */
  isPredefined: text,
  users: z._default(z.array(userSchema), () => []),
  ...audit,
});
export type LakeRole = z.infer<typeof roleSchema>;

export const listRolesResponseSchema = z.object({
  roles: z._default(z.array(roleSchema), () => []),
  nextPageToken,
});
export const listUsersResponseSchema = z.object({
  users: z._default(z.array(userSchema), () => []),
  nextPageToken,
});

// ---------------------------------------------------------------- row filter building blocks

/** FieldRef: a column of the table (assumed.ts: `name` a dotted path through ROW fields). */
export interface FieldRef {
  name: string;
  type: FullDataType;
  index: number;
}
export interface TransformInput {
  type: string;
  input?: unknown;
}
/** Transform: `FIELD_REF` reads the column named by `fieldRef` (ROW_FILTER). */
export interface Transform {
  name: string;
  fieldRef?: FieldRef | undefined;
  castType?: FullDataType | undefined;
  inputs?: TransformInput[] | undefined;
}
/** Predicate: a `LEAF` comparison on a transform, or `AND`/`OR` of its children (ROW_FILTER). */
export interface Predicate {
  kind: string;
  transform?: Transform | undefined;
  function?: string | undefined;
  literals?: unknown[] | undefined;
  children?: Predicate[] | undefined;
}

export const fieldRefSchema: z.ZodMiniType<FieldRef> = z.object({
  name: z.string(),
  type: fullDataTypeSchema,
  index: z.int(),
});

export const transformSchema: z.ZodMiniType<Transform> = z.object({
  name: z.string(),
  fieldRef: z.optional(fieldRefSchema),
  castType: z.optional(fullDataTypeSchema),
  inputs: z.optional(z.array(z.object({ type: z.string(), input: z.optional(z.unknown()) }))),
});

export const predicateSchema: z.ZodMiniType<Predicate> = z.object({
  kind: z.string(),
  transform: z.optional(transformSchema),
  function: z.optional(z.string()),
  literals: z.optional(z.array(z.unknown())),
  get children() {
    return z.optional(z.array(predicateSchema));
  },
});

// ---------------------------------------------------------------- permissions

export const permissionColumnsSchema = z.object({
  columnNames: optionalStrings,
  excludedColumnNames: optionalStrings,
});
export const rowFilterSchema = z.object({
  /** Readable form (`region = 'cn' AND amount > 100`), for people. */
  expression: z._default(z.string(), ''),
  /** JSON text of a Predicate tree, for engines (read it with parsePredicate). */
  predicate: z._default(z.string(), ''),
});
export type RowFilter = z.infer<typeof rowFilterSchema>;

export const permissionSchema = z.object({
  /** CATALOG, DATABASE, TABLE, FUNCTION or VIEW (assumed.ts, PERMISSION_ACCESS). */
  resourceType: z.string(),
  database: text,
  table: text,
  function: text,
  view: text,
  access: z.string(),
  principal: z.string(),
  columns: z.pipe(
    z.optional(z.nullable(permissionColumnsSchema)),
    z.transform((value) => value ?? undefined),
  ),
  /** ISO 8601 instant with its zone (assumed.ts, PERMISSION_EXPIRE_TIME); absent: never expires. */
  expireTime: text,
  rowFilter: z.pipe(
    z.optional(z.nullable(rowFilterSchema)),
    z.transform((value) => value ?? undefined),
  ),
});
export type Permission = z.infer<typeof permissionSchema>;
/** What the console sends: a Permission with its optional parts left out when empty. */
export type PermissionInput = z.input<typeof permissionSchema>;

export const failurePermissionSchema = z.object({
  errorCode: z._default(z.string(), ''),
  errorMessage: z._default(z.string(), ''),
  permission: permissionSchema,
});
export type FailurePermission = z.infer<typeof failurePermissionSchema>;

/** BatchGrantPermissions / BatchRevokePermissions answer. */
export const batchPermissionsResultSchema = z.object({
  failurePermissions: z._default(z.array(failurePermissionSchema), () => []),
  success: z.boolean(),
  /** Set only when success is false. */
  errorMessage: text,
});
export type BatchPermissionsResult = z.infer<typeof batchPermissionsResultSchema>;

export const listPermissionsResponseSchema = z.object({
  permissions: z._default(z.array(permissionSchema), () => []),
  nextPageToken,
});

// ---------------------------------------------------------------- network

/** Unix ms read losslessly: a value beyond 2^53 is refused as malformed, never rounded. */
const exactMillis = z.pipe(
  int64String,
  z.transform((value, ctx) => {
    const ms = Number(value);
    if (!Number.isSafeInteger(ms)) {
      ctx.issues.push({ code: 'custom', message: 'timestamp out of range', input: value });
      return z.NEVER;
    }
    return ms;
  }),
);

export const trustedVpcSchema = z.object({
  vpcId: z.string(),
  extendedOptions: optionalMap,
  createdAt: z.optional(exactMillis),
});
export type TrustedVpc = z.infer<typeof trustedVpcSchema>;

export const vpcConfigSchema = z.object({
  trustedVpcs: z._default(z.array(trustedVpcSchema), () => []),
});
export type VpcConfig = z.infer<typeof vpcConfigSchema>;

/** GetVpcConfig's body parser: `createdAt` (int64) keeps its digits until the schema checks it. */
export const vpcJson = (body: string): unknown =>
  parseJsonKeepingDigits(body, new Set(['createdAt']));
