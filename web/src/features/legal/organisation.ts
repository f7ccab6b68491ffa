import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import { OrganisationFieldsFragmentDoc } from '../../gql/graphql';

const LegalOrganisationQuery = graphql(`
  query LegalOrganisation {
    campaign {
      title
      organisation {
        ...OrganisationFields
      }
    }
  }
`);

export interface LegalOrganisation {
  name: string;
  cnpj: string | null;
  email: string;
  whatsapp: string | null;
  city: string | null;
}

/** Shown until the content arrives (or if it cannot), so the text still reads well. */
const PLACEHOLDER: LegalOrganisation = {
  name: 'a organização responsável pela campanha',
  cnpj: null,
  email: '',
  whatsapp: null,
  city: null,
};

/** The organisation the legal texts name, from the campaign's content configuration. */
export function useLegalOrganisation(): { organisation: LegalOrganisation; campaignTitle: string | null; loading: boolean } {
  const { data, loading } = useQuery(LegalOrganisationQuery);
  const organisation = getFragmentData(OrganisationFieldsFragmentDoc, data?.campaign.organisation);
  return {
    organisation: organisation
      ? {
          name: organisation.name,
          cnpj: organisation.cnpj ?? null,
          email: organisation.email,
          whatsapp: organisation.whatsapp ?? null,
          city: organisation.city ?? null,
        }
      : PLACEHOLDER,
    campaignTitle: data?.campaign.title ?? null,
    loading,
  };
}
