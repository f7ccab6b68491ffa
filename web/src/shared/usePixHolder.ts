import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

/** Who receives the money, as the donor's bank app shows it (rules/pix-holder.ts); the CPF only masked. */
export const PixHolderQuery = graphql(`
  query PixHolder {
    campaign {
      pixHolder {
        name
        document
        line
      }
    }
  }
`);

/** The holder, read once (the campaign's public data), for the dialog's notice and its steps; null while unset. */
export function usePixHolder() {
  const { data } = useQuery(PixHolderQuery);
  return data?.campaign.pixHolder ?? null;
}
