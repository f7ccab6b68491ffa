import { createHash, timingSafeEqual } from 'node:crypto';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context.js';

/**
 * Every root field must say who may call it: `@public` opts into anonymous access,
 * `@admin` requires the organiser's token. This is the one place that checks it.
 */
export function applyAccessControl(schema: GraphQLSchema): GraphQLSchema {
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
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context: GraphQLContext, info) => {
          await context.requireAdmin();
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
