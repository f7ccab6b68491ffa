import { useMutation, useQuery } from '@apollo/client/react';
import { messageOf } from '../apollo';
import { useFeedback } from '../feedback';
import { graphql } from '../gql';
import type { MonthlyRetryPolicy } from '../gql/graphql';

const MonthlyGivingSetupQuery = graphql(`
  query PanelMonthlyGivingSetup {
    monthlyGivingSetup {
      available
      unavailableReasons
      enabled
      retryPolicy
      activeCount
      awaitingCount
    }
  }
`);

// The answer is the setup as it now is (the same fields): it replaces what the screen shows.
const SetMonthlyGivingMutation = graphql(`
  mutation PanelSetMonthlyGiving($enabled: Boolean!, $retryPolicy: MonthlyRetryPolicy!) {
    setMonthlyGiving(enabled: $enabled, retryPolicy: $retryPolicy) {
      available
      unavailableReasons
      enabled
      retryPolicy
      activeCount
      awaitingCount
    }
  }
`);

export type { MonthlyRetryPolicy };

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
