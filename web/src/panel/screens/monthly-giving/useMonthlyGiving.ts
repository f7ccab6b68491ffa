import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatBRL } from '../../../shared/format';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { graphql } from '../../gql';
import type { MonthlyDonationStatus, MonthlyRetryPolicy, PanelMonthlyDonationsQuery } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

// The setup as the screen shows it: read, and answered again by each change.
export const MonthlyGivingSetupFields = graphql(`
  fragment PanelMonthlyGivingSetupFields on MonthlyGivingSetup {
    available
    unavailableReasons
    enabled
    retryPolicy
    activeCount
    awaitingCount
  }
`);

const MonthlyGivingSetupQuery = graphql(`
  query PanelMonthlyGivingSetup {
    monthlyGivingSetup {
      ...PanelMonthlyGivingSetupFields
    }
  }
`);

// The answer is the setup as it now is (the same fragment): it replaces what the screen shows.
const SetMonthlyGivingMutation = graphql(`
  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {
    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {
      ...PanelMonthlyGivingSetupFields
    }
  }
`);

const MonthlyDonationsQuery = graphql(`
  query PanelMonthlyDonations($status: MonthlyDonationStatus, $after: String) {
    monthlyDonations(status: $status, first: 20, after: $after) {
      nodes {
        id
        status
        name
        email
        amount
        dayOfMonth
        idRec
        nextDueDate
        cancelledBy
        cancelledAt
        createdAt
        monthsPaid
        paidTotal
        erasedAt
        pausedAt
        skippedMonths
        pendingAmount
        changes {
          at
          description
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

// The answer has the row's id: Apollo's cache puts it in place in the list already shown.
const CancelMonthlyDonationMutation = graphql(`
  mutation PanelCancelMonthlyDonation($id: ID!) {
    cancelMonthlyDonationAsOrganiser(id: $id) {
      id
      status
      nextDueDate
      cancelledBy
      cancelledAt
      monthsPaid
      paidTotal
    }
  }
`);

export type { MonthlyDonationStatus, MonthlyRetryPolicy };
export type MonthlyDonationNode = PanelMonthlyDonationsQuery['monthlyDonations']['nodes'][number];

/** Whether monthly giving can be offered (and why not), the organiser's switch and retry policy, and the counts. */
export function useMonthlyGiving() {
  const { notify } = useFeedback();
  // network-only: the PSP's answer and the counts are what is true now, not what the panel saw before.
  const { data, error, refetch } = useQuery(MonthlyGivingSetupQuery, { fetchPolicy: 'network-only' });
  // The setup has no id to be found by in the cache: the answer is written where the screen reads it.
  const [set, saving] = useMutation(SetMonthlyGivingMutation, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: MonthlyGivingSetupQuery,
          data: { monthlyGivingSetup: answer.setMonthlyGiving },
        });
    },
  });
  const setup = data?.monthlyGivingSetup;

  const save = async (enabled: boolean, retryPolicy: MonthlyRetryPolicy, done: string) => {
    try {
      await set({ variables: { enabled, retryPolicy } });
      notify(done);
    } catch (failure) {
      notify(messageOf(failure), 'error');
    }
  };

  return {
    setup,
    error,
    retry: () => void refetch(),
    saving: saving.loading,
    setEnabled: (enabled: boolean) =>
      setup &&
      save(
        enabled,
        setup.retryPolicy,
        enabled
          ? 'Doação mensal ligada: os doadores já podem escolher “Mensal” no formulário.'
          : 'Doação mensal desligada: ninguém mais pode começar uma. As já autorizadas continuam.',
      ),
    setRetryPolicy: (retryPolicy: MonthlyRetryPolicy) =>
      setup && save(setup.enabled, retryPolicy, 'Novas tentativas: escolha salva. Vale daqui em diante.'),
  };
}

/** The monthly donations of the chosen status, a page at a time, and the organiser's cancel. */
export function useMonthlyDonations() {
  const { confirm, notify } = useFeedback();
  const [status, setStatus] = useState<MonthlyDonationStatus | null>(null);
  // network-only: a donor may have authorised or cancelled in their bank app since the panel last looked.
  const donations = usePagedQuery(MonthlyDonationsQuery, 'monthlyDonations', {
    variables: { status },
    fetchPolicy: 'network-only',
  });
  // The counts above the list change with a cancellation; the server counts them again.
  const [cancelMutation] = useMutation(CancelMonthlyDonationMutation, { refetchQueries: ['PanelMonthlyGivingSetup'] });
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const cancel = async (donation: MonthlyDonationNode) => {
    const who = donation.name || 'doador sem nome';
    const yes = await confirm({
      title: `Cancelar a doação mensal de ${who}?`,
      text: 'O banco não cobrará nenhum mês ainda não vencido. O doador é avisado por e-mail.',
      action: 'Cancelar doação mensal',
      // "Cancelar" would read as the cancellation itself.
      dismiss: 'Voltar',
    });
    if (!yes) return;
    setCancellingId(donation.id);
    try {
      await cancelMutation({ variables: { id: donation.id } });
      notify(`Doação mensal de ${who} (${formatBRL(donation.amount)} por mês) cancelada. O doador recebe um e-mail.`);
    } catch (failure) {
      notify(messageOf(failure), 'error');
    } finally {
      setCancellingId(null);
    }
  };

  return { status, setStatus, donations, nodes: donations.nodes ?? [], cancel, cancellingId };
}
