import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { adminFieldPermissions, applyAccessControl } from '../../api/src/graphql/access.js';
import { buildSchema } from '../../api/src/app/schema.js';

/**
 * Each admin field's permission is written at the field, `@admin(permission: …)`, and the schema
 * refuses to build without a known one: built here as the app builds it (makeExecutableSchema,
 * then applyAccessControl) on the real shared part, with one root field of the test's own. No database.
 */
const base = readFileSync('api/src/graphql/schema.graphql', 'utf8');

function build(extra: string) {
  const schema = makeExecutableSchema({
    typeDefs: [base, extra],
    resolvers: { Query: { open: () => 'yes', secret: () => 'yes' } },
  });
  return applyAccessControl(schema);
}

const withSecret = (directive: string) => `extend type Query { open: String @public secret: String ${directive} }`;

describe('the permission of an admin field, in the SDL', () => {
  it('builds with a permission rules/team.ts defines, and reads it from the directive', () => {
    const schema = build(withSecret('@admin(permission: MONEY)'));
    expect([...adminFieldPermissions(schema)]).toEqual([['Query.secret', 'money']]);
  });

  it('refuses to build, naming the field, when an @admin field has no permission', () => {
    expect(() => build(withSecret('@admin'))).toThrow(
      'Query.secret is @admin without a permission: write @admin(permission: READ | MONEY | CONTENT | OWNER)',
    );
  });

  it('refuses to build, naming the field, when the permission is not one of AdminPermission', () => {
    expect(() => build(withSecret('@admin(permission: WRITE)'))).toThrow(
      /^Query\.secret has a directive argument GraphQL cannot read \(is its permission one of AdminPermission\?\): .*WRITE/,
    );
  });

  it('refuses to build, naming the field, when AdminPermission has a value rules/team.ts does not define', () => {
    expect(() => build(`extend enum AdminPermission { AUDITOR }\n${withSecret('@admin(permission: AUDITOR)')}`)).toThrow(
      'Query.secret has @admin(permission: AUDITOR), which rules/team.ts does not define (READ | MONEY | CONTENT | OWNER)',
    );
  });

  it('refuses a root field with neither @public nor @admin', () => {
    expect(() => build('extend type Query { open: String @public secret: String }')).toThrow(
      'Query.secret must be marked with exactly one of @public or @admin',
    );
  });

  it("gives every admin field of the app's schema a permission", () => {
    const permissions = adminFieldPermissions(buildSchema());
    expect(permissions.size).toBeGreaterThan(40);
    expect(new Set(permissions.values())).toEqual(new Set(['read', 'money', 'content', 'owner']));
  });
});
