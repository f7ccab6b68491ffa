import type { z } from 'zod';

/**
 * zod's messages in Brazilian Portuguese, for the inputs whose rules are declared with
 * zod's own checks (campaign content): every message a person can see is pt-BR.
 * zod ships a European Portuguese locale; the organiser reads Brazilian Portuguese.
 */
export function ptBrError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'campo obrigatório';
      return `tipo inválido: esperado ${typeName(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'não pode ficar em branco' : `use pelo menos ${count(issue.minimum)} caracteres`;
      if (issue.origin === 'array') return `informe pelo menos ${issue.minimum} ${issue.minimum === 1 ? 'item' : 'itens'}`;
      return issue.inclusive ? `deve ser no mínimo ${issue.minimum}` : `deve ser maior que ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `use no máximo ${count(issue.maximum)} caracteres`;
      if (issue.origin === 'array') return `informe no máximo ${issue.maximum} itens`;
      return issue.inclusive ? `deve ser no máximo ${issue.maximum}` : `deve ser menor que ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'endereço inválido: use um link https://';
      if (issue.format === 'email') return 'e-mail inválido';
      if (issue.format === 'date') return 'data inválida: use AAAA-MM-DD';
      if (issue.format === 'regex') return 'formato inválido';
      return 'formato inválido';
    case 'invalid_value':
      return `valor inválido: use ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return 'use um número inteiro';
    case 'unrecognized_keys':
      return `campo desconhecido: ${issue.keys.join(', ')}`;
    case 'custom':
      return issue.message ?? 'valor inválido';
    default:
      return 'valor inválido';
  }
}

/** "3.000", as a Brazilian reads a count. */
const count = (value: number | bigint) => value.toLocaleString('pt-BR');

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'um texto',
    number: 'um número',
    int: 'um número inteiro',
    boolean: 'verdadeiro ou falso',
    array: 'uma lista',
    object: 'um objeto',
  };
  return names[expected] ?? expected;
}
