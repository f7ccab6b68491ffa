import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const LaunchChecklistQuery = graphql(`
  query PanelLaunchChecklist {
    launchChecklist {
      ready
      items {
        key
        label
        done
        detail
        fix
      }
    }
  }
`);

/** What is still the example's or missing before the campaign is shared, and how many items. */
export function useLaunchChecklist() {
  // network-only: after a change elsewhere in the panel, this list is what is true now.
  const { data, error, refetch } = useQuery(LaunchChecklistQuery, { fetchPolicy: 'network-only' });
  const checklist = data?.launchChecklist;
  const missing = checklist?.items.filter((item) => !item.done).length ?? 0;
  return { checklist, missing, error, retry: () => void refetch() };
}
