import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { ISO_DATE_FORMAT_MESSAGE, parseIsoDate } from '../iso-date.js';

const invalidDate = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function toDate(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value !== 'string') throw invalidDate(ISO_DATE_FORMAT_MESSAGE);
  const date = parseIsoDate(value);
  if (!(date instanceof Date)) throw invalidDate(date.problem);
  return date;
}

export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw invalidDate('Data inválida: use uma string ISO 8601.');
    return toDate(ast.value);
  },
});
