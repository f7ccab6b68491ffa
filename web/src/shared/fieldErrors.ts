import { CombinedGraphQLErrors } from '@apollo/client';

/** A field the server refused, with its pt-BR message (`extensions.field` on a BAD_USER_INPUT error). */
export interface FieldError {
  field: string;
  message: string;
}

/** Field errors the server attached to a refused mutation; empty for any other failure. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((graphQLError) => {
    const { code, field } = graphQLError.extensions ?? {};
    return code === 'BAD_USER_INPUT' && typeof field === 'string' ? [{ field, message: graphQLError.message }] : [];
  });
}
