import type { Permission } from '../../../rules/team.js';

/**
 * What each admin REST route needs (rules/team.ts says which roles have which). The admin
 * GraphQL fields say theirs in the schema, `@admin(permission: …)` (graphql/access.ts).
 */
export const ADMIN_ROUTE_PERMISSIONS = {
  imageUpload: 'content',
  expenseProofUpload: 'money',
  budgetProofUpload: 'money',
  outsideProofUpload: 'money',
  outsideProofRead: 'read',
  statementUpload: 'money',
  donationsCsv: 'money',
  posterPdf: 'read',
  cardsPdf: 'read',
  metrics: 'owner',
} as const satisfies Record<string, Permission>;
