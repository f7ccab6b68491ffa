import {
  execute,
  type DocumentNode,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { publicCacheOf } from '../cache/public-cache.js';
import type { Deps } from '../deps.js';
import type { GraphQLContext } from '../graphql/context.js';
import { AppError } from '../errors.js';
import { HOME_COMMENTS, HOME_UPDATES } from '../../../rules/home-page.js';
import { headTag } from './head.js';

/** The element the client reads (web/src/app/pageState.ts); keep the two in step. */
export const PAGE_STATE_ELEMENT_ID = 'apollo-state';

/**
 * Root fields whose answers go into every page, with the arguments the page reads them
 * with: public, and read at load, so the first paint shows real numbers and amounts, and
 * the served HTML the testimonials and updates (a visitor without JavaScript, a crawler).
 */
export const PAGE_STATE_ROOT_FIELDS: Record<string, string> = {
  campaign: '',
  donationOptions: '',
  siteConfig: '',
  comments: `(first: ${HOME_COMMENTS})`,
  campaignUpdates: `(first: ${HOME_UPDATES})`,
  bankCheck: '',
  // What the goal pays for, in the hero (issue 50); null while no budget is published.
  budget: '',
};

/** Every field of a type, recursively, with __typename: any query the page makes on these roots is then answered from the cache. */
function fullSelection(type: GraphQLObjectType): string {
  const fields = Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined))
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      return isObjectType(named) ? `${field.name} ${fullSelection(named)}` : undefined;
    })
    .filter(Boolean);
  return `{ __typename ${fields.join(' ')} }`;
}

export function pageStateQuery(schema: GraphQLSchema): string {
  const queryType = schema.getQueryType()!;
  const roots = Object.entries(PAGE_STATE_ROOT_FIELDS).flatMap(([name, args]) => {
    const field = queryType.getFields()[name];
    if (!field) return [];
    const named = getNamedType(field.type);
    return [isObjectType(named) ? `${name}${args} ${fullSelection(named)}` : `${name}${args}`];
  });
  return `query PageState { ${roots.join(' ')} }`;
}

/** JSON that cannot end the <script> element it sits in, nor break a JavaScript parser. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's one query, prepared once per app from its schema (the composition root hands it in). */
export interface PageQuery {
  schema: GraphQLSchema;
  document: ReturnType<typeof parse>;
}

export function pageQueryOf(schema: GraphQLSchema): PageQuery {
  return { schema, document: parse(pageStateQuery(schema), { noLocation: true }) };
}

/** What a private page reads with the token in its path (web/src/app/privatePages.ts). */
export interface PrivatePageQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

/** A private page's answer to its own query, for this request (web/src/shared/serverAnswer.ts); keep the two in step. */
export interface ServerAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown> | null;
  /** A definitive refusal: the link is unknown (NOT_FOUND), with the message the page shows. */
  error: { code: string; message: string } | null;
  /** The QR code of the answer's PIX code (a donation awaiting payment), drawn here: the page shows it without JavaScript too. */
  pixQrCode?: { code: string; url: string } | null;
}

/** What the page is rendered from: the query document and its answer (web/src/app/pageState.ts), and a private page's own. */
export interface PageStateData {
  document: ReturnType<typeof parse>;
  data: Record<string, unknown>;
  private?: ServerAnswer;
}

export interface PageState {
  /** The data for the server's renderer. */
  state: PageStateData;
  /** The same data for the browser, as HTML for the end of <body>. */
  script: string;
}

/** The page's queries read public fields, and a private page's own what its token opens: nobody signs in. */
function anonymousContext(deps: Deps): GraphQLContext {
  return {
    deps,
    requireAdmin: () => Promise.reject(new Error('the page state has no admin access')),
    isAdmin: () => false,
    signedIn: () => null,
    clientIp: '',
    userAgent: '',
  };
}

async function renderPageState(deps: Deps, page: PageQuery): Promise<PageState> {
  const result = await execute({ schema: page.schema, document: page.document, contextValue: anonymousContext(deps) });
  if (result.errors?.length || !result.data) throw result.errors?.[0] ?? new Error('page state query returned no data');
  // The hero's poster is the page's largest paint: the browser fetches it while the
  // scripts download, instead of after React has rendered the <img>.
  const poster = (result.data.campaign as { videoPoster?: { url: string; webpSrcSet?: string | null } | null } | undefined)
    ?.videoPoster;
  return { state: { document: page.document, data: result.data }, script: pageStateTags(page, result.data, poster) };
}

/** The sizes the hero draws its poster at (features/hero/components/VideoFacade.tsx). */
export const POSTER_SIZES = '(min-width: 900px) 50vw, 100vw';

function pageStateTags(
  page: PageQuery,
  data: Record<string, unknown>,
  poster: { url: string; webpSrcSet?: string | null } | null | undefined,
): string {
  // An uploaded poster comes in sizes: the preload names the same WebP set the <picture>
  // chooses from, so the browser fetches once the size it will draw, not the largest JPEG too.
  const preload = poster
    ? headTag(
        poster.webpSrcSet ? (
          <link
            rel="preload"
            as="image"
            href={poster.url}
            imageSrcSet={poster.webpSrcSet}
            imageSizes={POSTER_SIZES}
            type="image/webp"
            fetchPriority="high"
          />
        ) : (
          <link rel="preload" as="image" href={poster.url} fetchPriority="high" />
        ),
      )
    : '';
  // The parsed document travels with the data: the client writes it into its own cache,
  // with its own type policies, and needs no GraphQL parser for it.
  const state: PageStateData = { document: page.document, data };
  // jsonForScript keeps the data from closing the element (`<` is written \u003c): it goes in as is.
  return (
    preload +
    headTag(
      <script type="application/json" id={PAGE_STATE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(state) }} />,
    )
  );
}

/**
 * The Apollo cache state for the page's first paint, for the server's renderer and as
 * a data-only <script> for the browser. Null when the data cannot be read: the page
 * then loads it itself.
 */
export async function pageState(deps: Deps, page: PageQuery): Promise<PageState | null> {
  try {
    return await publicCacheOf(deps).remember('page-state', () => renderPageState(deps, page));
  } catch (error) {
    deps.logger.warn({ err: error }, 'page state unavailable; the client will fetch it');
    return null;
  }
}

/**
 * The Apollo cache state for the page's first paint, as a data-only <script> (no
 * inline code, so a strict Content-Security-Policy allows it). Empty when the data
 * cannot be read: the page then loads it itself.
 */
export async function pageStateScript(deps: Deps, page: PageQuery): Promise<string> {
  return (await pageState(deps, page))?.script ?? '';
}

/** The QR code of the PIX code a private page's answer holds (its root's `pixCode`), drawn as the browser draws it (web/src/shared/PixQrCode.tsx). */
async function pixQrCodeOf(data: Record<string, unknown>): Promise<{ code: string; url: string } | null> {
  const code = Object.values(data)
    .map((root) => (root as { pixCode?: unknown } | null)?.pixCode)
    .find((value): value is string => typeof value === 'string' && value !== '');
  if (!code) return null;
  // Loaded by the first private page with a code to pay, not at start.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { code, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/**
 * A private page's own query answered for this request: the donation its token opens, or
 * NOT_FOUND for an unknown link. Null when it cannot be read now (the database): the page
 * then reads it itself, as it did before the server rendered it.
 */
async function serverAnswerOf(deps: Deps, page: PageQuery, query: PrivatePageQuery): Promise<ServerAnswer | null> {
  const operation = query.document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const operationName = operation?.kind === 'OperationDefinition' ? operation.name?.value : undefined;
  if (!operationName) return null;
  let result: Awaited<ReturnType<typeof execute>>;
  try {
    result = await execute({
      schema: page.schema,
      document: query.document,
      variableValues: query.variables,
      contextValue: anonymousContext(deps),
    });
  } catch (failure) {
    deps.logger.warn({ err: failure }, "a private page's data could not be read; the browser reads it");
    return null;
  }
  const [error] = result.errors ?? [];
  if (!error && result.data) {
    return {
      operationName,
      variables: query.variables,
      data: result.data,
      error: null,
      pixQrCode: await pixQrCodeOf(result.data),
    };
  }
  if (error?.originalError instanceof AppError && error.originalError.code === 'NOT_FOUND') {
    return { operationName, variables: query.variables, data: null, error: { code: 'NOT_FOUND', message: error.message } };
  }
  // Not the token's answer (which the log must not hold): the request's path is redacted in the logs, the variables not logged.
  deps.logger.warn({ err: error?.originalError ?? error }, "a private page's data could not be read; the browser reads it");
  return null;
}

/**
 * A private page's state: the public state with the page's own answer, read for this
 * request and never cached (it is one donor's), inlined for the browser as the public
 * state is (without the hero's poster: a private page has no hero).
 */
export async function privatePageState(
  deps: Deps,
  page: PageQuery,
  base: PageState,
  query: PrivatePageQuery,
): Promise<PageState> {
  const answer = await serverAnswerOf(deps, page, query);
  if (!answer) return base;
  const state: PageStateData = { ...base.state, private: answer };
  return {
    state,
    script: headTag(
      <script type="application/json" id={PAGE_STATE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(state) }} />,
    ),
  };
}
