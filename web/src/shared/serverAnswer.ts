// A private page's own query (the donor's page, the monthly donation's page), answered by
// the server for the request it renders: its HTML shows the donation, not a spinner, and
// the browser's first render shows the very same answer, so hydration matches. The page
// still reads the donation from the network once hydrated (personal data are never kept
// in Apollo's cache across pages); the answer only fills the time until that returns.
import type { TypedDocumentNode } from '@apollo/client';
import { createContext, useContext } from 'react';
import { inlinedPageState } from './liveData';

/** Written by the server (api/src/web/state.tsx, `private` in the inlined state); keep the two in step. */
export interface ServerAnswer {
  /** The query's operation name (`DonorDonation`): the page checks the answer is to its own query. */
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown> | null;
  /** A definitive refusal (an unknown link: NOT_FOUND), in the donor's words. */
  error: { code: string; message: string } | null;
  /** The QR code of the answer's PIX code, drawn by the server (shared/PixQrCode.tsx shows it at once, without JavaScript too). */
  pixQrCode?: { code: string; url: string } | null;
}

/** The server's answer while it renders; the browser reads it from the inlined state instead. */
export const ServerAnswerContext = createContext<ServerAnswer | null>(null);

function operationNameOf(document: TypedDocumentNode<unknown, never>): string | undefined {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.kind === 'OperationDefinition' ? operation.name?.value : undefined;
}

const sameVariables = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

function useAnswer(): ServerAnswer | null {
  const provided = useContext(ServerAnswerContext);
  return provided ?? inlinedPageState<{ data: Record<string, unknown>; private?: ServerAnswer }>()?.private ?? null;
}

/** The QR code the server drew for `code` on this page, as a data URL; null when it drew none. */
export function useServerQrCode(code: string): string | null {
  const drawn = useAnswer()?.pixQrCode;
  return drawn?.code === code ? drawn.url : null;
}

/** The server's answer to this query with these variables, if it rendered this page with one. */
export function useServerAnswer<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): { data: TData | null; error: ServerAnswer['error'] } | null {
  const answer = useAnswer();
  if (!answer || answer.operationName !== operationNameOf(document as TypedDocumentNode<unknown, never>)) return null;
  if (!sameVariables(answer.variables, variables)) return null;
  return { data: answer.data as TData | null, error: answer.error };
}
