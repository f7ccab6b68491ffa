import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { PanelStatementLinesQuery, StatementLineStatus } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

export const PanelStatementLinesQueryDocument = graphql(`
  query PanelStatementLines($status: StatementLineStatus!, $after: String) {
    statementLines(status: $status, first: 50, after: $after) {
      nodes {
        id
        account
        postedOn
        amount
        description
        status
        matchedBy
        matchedDonationId
        acceptedDonationId
        ignoredReason
        ignoredByImport
        proposedName
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const AcceptStatementLineMutation = graphql(`
  mutation PanelAcceptStatementLine($id: ID!, $donor: StatementDonorInput) {
    acceptStatementLine(id: $id, donor: $donor) {
      id
      status
      acceptedDonationId
    }
  }
`);

export const IgnoreStatementLineMutation = graphql(`
  mutation PanelIgnoreStatementLine($id: ID!, $reason: String!) {
    ignoreStatementLine(id: $id, reason: $reason) {
      id
      status
      ignoredReason
    }
  }
`);

export type StatementLineNode = PanelStatementLinesQuery['statementLines']['nodes'][number];

/** What POST /api/admin/statements answers: the import's summary (StatementImport's fields). */
export interface StatementImportSummary {
  fileName: string;
  format: string;
  account: string;
  firstDay: string;
  lastDay: string;
  credits: number;
  debits: number;
  inserted: number;
  alreadyImported: number;
  matched: number;
  unmatched: number;
  ignored: number;
  /** Lines another file had already brought (the same deposit in another format): kept as ignored copies. */
  copies: number;
}

/** One list of the statement's lines, newest posting first. */
export const useStatementLines = (status: StatementLineStatus) =>
  usePagedQuery(PanelStatementLinesQueryDocument, 'statementLines', { variables: { status } });

/** Every list shows the lines as they are now: a line changes list when it is imported, accepted or ignored. */
function useRefreshLines() {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [PanelStatementLinesQueryDocument] });
}

/** Sends the statement file (multipart, the session cookie); the summary, or the API's pt-BR error. */
export function useStatementUpload() {
  const refresh = useRefreshLines();
  const [summary, setSummary] = useState<StatementImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch('/api/admin/statements', { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json().catch(() => ({}))) as StatementImportSummary & { message?: string };
      if (response.ok) {
        setSummary(body);
        await refresh();
      } else setError(body.message ?? 'O servidor não aceitou o arquivo.');
    } catch {
      setError('Sem conexão com o servidor. Verifique a internet e tente de novo.');
    } finally {
      setBusy(false);
    }
  };
  return { upload, summary, error, busy };
}

/** Accepting a credit as a donation (counted in the totals) or ignoring it with a reason, with what happened said. */
export function useStatementDecision() {
  const { notify } = useFeedback();
  const refresh = useRefreshLines();
  const [accept, accepting] = useMutation(AcceptStatementLineMutation);
  const [ignore, ignoring] = useMutation(IgnoreStatementLineMutation);
  const act = async (run: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await run();
      await refresh();
      notify(done);
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };
  return {
    accept: (line: StatementLineNode, donor: { name: string; isAnonymous: boolean; email: string }) =>
      act(() => accept({ variables: { id: line.id, donor } }), 'Registrada como doação: o valor entrou no total arrecadado.'),
    ignore: (line: StatementLineNode, reason: string) =>
      act(() => ignore({ variables: { id: line.id, reason } }), 'Entrada ignorada: ela não conta como doação.'),
    busy: accepting.loading || ignoring.loading,
  };
}
