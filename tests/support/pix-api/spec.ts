/**
 * Banco Central's API Pix (openapi.yaml beside this file, bacen/pix-api 2.9.0) as the judge of
 * what the product sends to the stand-in PSP: every request is matched to the spec's operation
 * and its path parameters, query and JSON body are checked against that operation's schemas,
 * and the webhook bodies the stand-in sends are checked against the spec's callbacks.
 *
 * The spec is read as published; the defects that make its own examples fail are corrected
 * here, at load time, each erratum by name (README.md lists them), so a test can show that each
 * one is needed. Loading and compiling happen once per process and set of errata.
 */
import { fileURLToPath } from 'node:url';
import {
  OpenAPIBackend,
  ValidationContext,
  type AjvCustomizer,
  type Document,
  type Operation,
  type ValidationResult,
} from 'openapi-backend';

type SpecNode = Record<string, unknown>;

const SPEC_FILE = fileURLToPath(new URL('openapi.yaml', import.meta.url));

function node(root: SpecNode, ...path: string[]): SpecNode {
  let at: unknown = root;
  for (const key of path) {
    at = (at as SpecNode | undefined)?.[key];
    // An erratum that finds nothing to correct means the spec changed: fail loudly, never patch blindly.
    if (at === null || typeof at !== 'object') throw new Error(`pix-api spec: nothing at ${path.join('.')}`);
  }
  return at as SpecNode;
}

function visit(value: unknown, each: (object: SpecNode) => void): void {
  if (Array.isArray(value)) for (const item of value) visit(item, each);
  else if (value !== null && typeof value === 'object') {
    each(value as SpecNode);
    for (const child of Object.values(value)) visit(child, each);
  }
}

const schema = (doc: SpecNode, name: string) => node(doc, 'components', 'schemas', name);

/** The corrections applied to the published spec, in the order README.md lists them. */
export const ERRATA = [
  {
    // CPF and codMun patterns are written "/^\d{11}$/", with a JavaScript literal's slashes, so nothing can match them.
    id: 'slash-delimited-patterns',
    apply(doc: SpecNode) {
      let found = 0;
      visit(doc, (object) => {
        if (typeof object.pattern === 'string' && /^\/\^.*\$\/$/.test(object.pattern)) {
          object.pattern = object.pattern.slice(1, -1);
          found += 1;
        }
      });
      if (found === 0) throw new Error('pix-api spec: no slash-delimited pattern left');
    },
  },
  {
    // RecBase.required names idRec and retentativa, which RecBase does not define and no request body carries.
    id: 'rec-base-required',
    apply(doc: SpecNode) {
      const recBase = schema(doc, 'RecBase');
      recBase.required = (recBase.required as string[]).filter((name) => name !== 'idRec' && name !== 'retentativa');
    },
  },
  {
    // RecNotification.required is written ["idRec","status",atualizacao"]: YAML reads a property named `atualizacao"`.
    id: 'rec-notification-required',
    apply(doc: SpecNode) {
      const recNotification = schema(doc, 'RecNotification');
      recNotification.required = (recNotification.required as string[]).map((name) => name.replace(/"$/, ''));
    },
  },
  {
    // RecRevisada's vinculo.devedor is a oneOf of two schemas that both accept any {nome}, so it never passes.
    id: 'rec-revisada-devedor',
    apply(doc: SpecNode) {
      const recRevisada = schema(doc, 'RecRevisada');
      const devedor = node(recRevisada, 'allOf', '1', 'properties', 'vinculo', 'properties', 'devedor');
      devedor.anyOf = devedor.oneOf;
      delete devedor.oneOf;
    },
  },
  {
    // DadosComplementaresPessoa.cep allows 8 characters, yet the CobR examples write the CEP as "89256-140".
    id: 'cep-length',
    apply(doc: SpecNode) {
      node(schema(doc, 'DadosComplementaresPessoa'), 'properties', 'cep').maxLength = 9;
    },
  },
  {
    // PixAutomatico.valor is a string that must also match anyOf object schemas (componentesValor's parts): no string can.
    id: 'pix-automatico-valor',
    apply(doc: SpecNode) {
      const valor = node(schema(doc, 'PixAutomatico'), 'properties', 'valor');
      if (!valor.anyOf) throw new Error('pix-api spec: PixAutomatico.valor has no anyOf');
      delete valor.anyOf;
    },
  },
  {
    // encerramento's alternatives (rejeicao | cancelamento) require nothing, so every value matches both and oneOf fails.
    id: 'encerramento-one-of',
    apply(doc: SpecNode) {
      const encerramentos = [
        node(schema(doc, 'RecEncerramento'), 'properties', 'encerramento'),
        node(schema(doc, 'CobRAtualizacao'), 'properties', 'encerramento'),
      ];
      for (const encerramento of encerramentos)
        for (const alternative of encerramento.oneOf as SpecNode[])
          alternative.required = Object.keys(node(alternative, 'properties'));
    },
  },
  {
    // POST /locrec does not reference PayloadLocationRecBody, the body the spec defines for it ({tipo: "rec"}).
    id: 'locrec-body',
    apply(doc: SpecNode) {
      node(doc, 'components', 'requestBodies', 'PayloadLocationRecBody');
      node(doc, 'paths', '/locrec', 'post').requestBody = { $ref: '#/components/requestBodies/PayloadLocationRecBody' };
    },
  },
] as const;

export type ErratumId = (typeof ERRATA)[number]['id'];

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * Not errata but what request matching needs: an operationId on every operation (the spec
 * has none), and no payer-facing locations (`/{pixUrlAccessToken}`, `/cobv/{pixUrlAccessToken}`,
 * `/rec/{recUrlAccessToken}`): they live on another server (their own `servers`), and on
 * the API's base their templates would catch `/rec/{idRec}` and `/cobv/{txid}`.
 */
function adaptForMatching(doc: SpecNode): void {
  const paths = node(doc, 'paths');
  for (const [path, item] of Object.entries(paths) as [string, SpecNode][]) {
    for (const method of METHODS) {
      const operation = item[method] as SpecNode | undefined;
      if (!operation) continue;
      if (operation.servers) delete item[method];
      else operation.operationId = `${method.toUpperCase()} ${path}`;
    }
    if (!METHODS.some((method) => item[method])) delete paths[path];
  }
}

// The spec's string formats are these three (int32 and int64 come with openapi-backend);
// written out here, strictly, so a date such as 2024-20-08 is refused.
const isDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const isDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i.test(value) &&
  isDate(value.slice(0, 10));
const isUri = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value);

const addFormats: AjvCustomizer = (ajv) => {
  ajv.addFormat('date', { type: 'string', validate: (value: string) => isDate(value) });
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => isDateTime(value) });
  ajv.addFormat('uri', { type: 'string', validate: (value: string) => isUri(value) });
  return ajv;
};

/** One thing a request breaks, as the spec's Problema lists it in `violacoes`. */
export interface Violation {
  razao: string;
  propriedade: string;
}

/** An operation of the spec, matched from a request. */
export interface PixOperation {
  /** "PUT /cobr/{txid}" */
  id: string;
  /** The OAuth2 scopes its `security` names. */
  scopes: string[];
}

export interface PixRequest {
  method: string;
  /** Relative to the API's base: "/cobr/abc…", without "/v2". */
  path: string;
  /** The raw query string, without "?". */
  query?: string;
  contentType?: string;
  /** The raw body as received (JSON text), or a value to be sent as JSON. */
  body?: unknown;
}

export type WebhookKind = 'pix' | 'rec' | 'cobr';

export interface PixApi {
  /** The spec's operation for a method and path, or undefined when the spec has none. */
  operation(method: string, path: string): PixOperation | undefined;
  /** What a request breaks in its operation's path parameters, query and body; empty when it validates. */
  validateRequest(request: PixRequest): Violation[];
  /** What a webhook body breaks in the spec's callback (`WebhookPixBody`, `WebhookRecBody`, `WebhookCobRBody`). */
  validateWebhook(kind: WebhookKind, body: unknown): Violation[];
  /** An example of the published spec (components.examples[name].value), as written. */
  example(name: string): unknown;
}

type AjvErrors = NonNullable<ValidationResult['errors']>;

/** "rec.valor.valorRec" from an error at "/requestBody/valor/valorRec" of POST /rec. */
function violations(errors: AjvErrors, resource: string): Violation[] {
  const seen = new Set<string>();
  const list: Violation[] = [];
  for (const error of errors) {
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const segments = error.instancePath.split('/').filter(Boolean);
    const where = segments[0] === 'requestBody' ? [resource, ...segments.slice(1)] : segments.slice(1);
    const named = params.missingProperty ?? params.additionalProperty;
    const propriedade = [...where, ...(named ? [named] : [])].join('.') || resource;
    const razao = `O campo ${propriedade} não respeita o schema: ${error.message ?? error.keyword}.`;
    if (seen.has(razao)) continue;
    seen.add(razao);
    list.push({ razao, propriedade });
  }
  return list;
}

/** The resource a body describes, named as the spec's violations name it ("rec", "cobr", "devolucao"…). */
function resourceOf(path: string): string {
  if (/^\/pix\/[^/]+\/devolucao\//.test(path)) return 'devolucao';
  return path.split('/')[1] ?? '';
}

let published: Promise<SpecNode> | undefined;
const loaded = new Map<string, Promise<PixApi>>();

/**
 * The API Pix validator with every erratum applied, or without some (to show each is needed).
 * Cached per process: many tests start a stand-in PSP.
 */
export function loadPixApi(options: { without?: readonly ErratumId[] } = {}): Promise<PixApi> {
  const without = [...new Set(options.without ?? [])].sort();
  const key = without.join(',');
  let api = loaded.get(key);
  if (!api) {
    api = build(without);
    loaded.set(key, api);
  }
  return api;
}

async function build(without: readonly ErratumId[]): Promise<PixApi> {
  // openapi-backend's own reader parses the YAML once; each set of errata works on a copy.
  published ??= new OpenAPIBackend({ definition: SPEC_FILE }).loadDocument() as unknown as Promise<SpecNode>;
  const original = await published;
  const doc = structuredClone(original);
  for (const erratum of ERRATA) if (!without.includes(erratum.id)) erratum.apply(doc);
  adaptForMatching(doc);

  // quick: validators compile on first use, and the spec is not checked against the OpenAPI
  // meta-schema (it would only warn): a PSP starts in milliseconds.
  const backend = new OpenAPIBackend({
    definition: doc as unknown as Document,
    quick: true,
    ajvOpts: { allErrors: true },
    customizeAjv: addFormats,
  });
  await backend.init();

  const webhookSchemas = { pix: 'WebhookPixBody', rec: 'WebhookRecBody', cobr: 'WebhookCobRBody' } as const;
  const webhookValidators = new Map<WebhookKind, (body: unknown) => AjvErrors>();
  const webhookValidator = (kind: WebhookKind) => {
    let validate = webhookValidators.get(kind);
    if (!validate) {
      const bodySchema = node(
        backend.definition as unknown as SpecNode,
        'components',
        'requestBodies',
        webhookSchemas[kind],
        'content',
        'application/json',
        'schema',
      );
      const compiled = backend.validator.getAjv(ValidationContext.RequestBody).compile({ ...bodySchema, type: 'object' });
      validate = (body) => (compiled(body) ? [] : (compiled.errors ?? []));
      webhookValidators.set(kind, validate);
    }
    return validate;
  };

  const match = (method: string, path: string): Operation | undefined =>
    backend.matchOperation({ method: method.toLowerCase(), path, headers: {} });

  return {
    operation(method, path) {
      const operation = match(method, path);
      if (!operation?.operationId) return undefined;
      const security = (operation.security ?? []) as Record<string, string[]>[];
      return { id: operation.operationId, scopes: security.flatMap((requirement) => requirement.OAuth2 ?? []) };
    },
    validateRequest({ method, path, query, contentType, body }) {
      const operation = match(method, path);
      if (!operation) return [{ razao: `A API Pix não tem ${method} ${path}.`, propriedade: path }];
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const result = backend.validateRequest(
        { method: method.toLowerCase(), path, query: query ?? '', headers, body },
        operation,
      );
      return result.valid ? [] : violations(result.errors ?? [], resourceOf(path));
    },
    validateWebhook(kind, body) {
      return violations(
        webhookValidator(kind)(body).map((error) => ({ ...error, instancePath: `/requestBody${error.instancePath}` })),
        'webhook',
      );
    },
    example(name) {
      return structuredClone(node(original, 'components', 'examples', name).value);
    },
  };
}
