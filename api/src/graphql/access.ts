import { createHash, timingSafeEqual } from 'node:crypto';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';
import { PERMISSIONS, type Permission } from '../../../rules/team.js';

/**
 * Every root field must say who may call it: `@public` opts into anonymous access,
 * `@admin(permission: …)` requires a signed-in organiser whose role has that permission
 * (rules/team.ts). This is the one place that checks it; an admin field without a known
 * permission stops the schema, so a new field cannot be left open.
 */
export function applyAccessControl(schema: GraphQLSchema): GraphQLSchema {
  const permissions = adminFieldPermissions(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const permission = permissions.get(`${typeName}.${fieldName}`);
      if (!permission) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context: GraphQLContext, info) => {
          await context.requireAdmin(permission);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/**
 * What each `@admin` root field needs, read from its directive ('Query.donations' → 'read').
 * Throws, naming the field, when a root field has neither or both of `@public` and `@admin`,
 * or an `@admin` without a permission of rules/team.ts.
 */
export function adminFieldPermissions(schema: GraphQLSchema): ReadonlyMap<string, Permission> {
  const permissions = new Map<string, Permission>();
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const name = `${type!.name}.${field.name}`;
      const { isPublic, admin } = accessDirectives(schema, field, name);
      if (isPublic === Boolean(admin)) throw new Error(`${name} must be marked with exactly one of @public or @admin`);
      if (!admin) continue;
      const written: unknown = admin.permission;
      const known = PERMISSIONS.map((permission) => permission.toUpperCase()).join(' | ');
      if (written === undefined || written === null)
        throw new Error(`${name} is @admin without a permission: write @admin(permission: ${known})`);
      const permission = String(written).toLowerCase();
      if (!isPermission(permission))
        throw new Error(`${name} has @admin(permission: ${String(written)}), which rules/team.ts does not define (${known})`);
      permissions.set(name, permission);
    }
  }
  return permissions;
}

/**
 * The field's `@public`, and its `@admin` arguments if it has one. GraphQL reads all of a field's
 * directives at once and cannot read a value its enum lacks, such as `@admin(permission: WRITE)`:
 * the error then names the field.
 */
function accessDirectives(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, name: string) {
  try {
    return { isPublic: Boolean(getDirective(schema, field, 'public')?.[0]), admin: getDirective(schema, field, 'admin')?.[0] };
  } catch (error) {
    throw new Error(
      `${name} has a directive argument GraphQL cannot read (is its permission one of AdminPermission?): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of an `Authorization: Bearer <token>` header against the configured token. */
export function isAdminRequest(authorization: string | undefined, adminToken: string | undefined): boolean {
  if (!adminToken || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(adminToken));
}
