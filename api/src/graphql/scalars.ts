import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new GraphQLError('Data inválida: use o formato ISO 8601.', { extensions: { code: 'BAD_USER_INPUT' } });
  return date;
}

export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('Data inválida: use uma string ISO 8601.', { extensions: { code: 'BAD_USER_INPUT' } });
    return toDate(ast.value);
  },
});
