import { createHash, timingSafeEqual } from 'node:crypto';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';
import type { Permission } from '../../../rules/team.js';

/**
 * Every root field must say who may call it: `@public` opts into anonymous access,
 * `@admin` requires a signed-in organiser whose role has the field's permission in
 * `permissions` (security/admin-permissions.ts, handed in by the composition root). This is
 * the one place that checks it; an admin field missing from the table stops the schema.
 */
export function applyAccessControl(schema: GraphQLSchema, permissions: Readonly<Record<string, Permission>>): GraphQLSchema {
  const rootTypes = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => (type ? [type.name] : [])),
  );
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!rootTypes.has(typeName)) return field;
      const isPublic = Boolean(getDirective(schema, field, 'public')?.[0]);
      const isAdmin = Boolean(getDirective(schema, field, 'admin')?.[0]);
      if (isPublic === isAdmin) {
        throw new Error(`${typeName}.${fieldName} must be marked with exactly one of @public or @admin`);
      }
      if (isPublic) return field;
      const permission = permissions[`${typeName}.${fieldName}`];
      if (!permission)
        throw new Error(`${typeName}.${fieldName} is @admin but has no permission in security/admin-permissions.ts`);
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

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of an `Authorization: Bearer <token>` header against the configured token. */
export function isAdminRequest(authorization: string | undefined, adminToken: string | undefined): boolean {
  if (!adminToken || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(adminToken));
}
