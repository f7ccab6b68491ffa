import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatBRL } from '../../../shared/format';
import { messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import { startOfBrasiliaDay } from '../../format';
import { graphql } from '../../gql';
import type { DonationFilter, DonationStatus, PanelDonationsQuery } from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

export const PanelDonationsQueryDocument = graphql(`
  query PanelDonations($filter: DonationFilter, $after: String) {
    donations(filter: $filter, first: 20, after: $after) {
      nodes {
        id
        status
        amount
        name
        email
        phone
        cpf
        isAnonymous
        message
        txid
        createdAt
        pixIssuedAt
        expiresAt
        paidAt
        confirmedBy
        origin
        payerMessage
        dedication {
          kind
          name
          email
          message
          showAmount
        }
        publishedAt
        outside {
          method
          receivedOn
          note
          proofs {
            id
            url
            contentType
            size
          }
          annulledAt
          annulReason
          replacedBy
          replaces
        }
        tracking {
          utmSource
          utmMedium
          utmCampaign
          gclid
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const ConfirmDonationMutation = graphql(`
  mutation PanelConfirmDonation($id: ID!) {
    confirmDonation(id: $id) {
      id
      status
      paidAt
      confirmedBy
    }
  }
`);

const RefundDonationMutation = graphql(`
  mutation PanelRefundDonation($donationId: ID!) {
    refundDonation(donationId: $donationId) {
      id
      amount
      status
      method
      failure
    }
  }
`);

const PublishDirectDonationMutation = graphql(`
  mutation PanelPublishDirectDonation($id: ID!, $name: String, $publishMessage: Boolean!) {
    publishDirectDonation(id: $id, name: $name, publishMessage: $publishMessage) {
      id
      name
      isAnonymous
      message
      publishedAt
    }
  }
`);

export type DonationNode = PanelDonationsQuery['donations']['nodes'][number];

interface FilterForm {
  status: '' | DonationStatus;
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  utmSource: string;
  search: string;
}
const EMPTY_FILTER: FilterForm = { status: '', from: '', to: '', minAmount: '', maxAmount: '', utmSource: '', search: '' };

/** The form's fields as the API's filter: days in Brasília time, the "to" day included. */
function filterOf(form: FilterForm): DonationFilter {
  const filter: DonationFilter = {};
  if (form.status) filter.status = form.status;
  if (form.from) filter.from = startOfBrasiliaDay(form.from);
  if (form.to) filter.to = new Date(new Date(startOfBrasiliaDay(form.to)).getTime() + 86_400_000).toISOString();
  if (form.minAmount.trim()) filter.minAmount = form.minAmount.trim();
  if (form.maxAmount.trim()) filter.maxAmount = form.maxAmount.trim();
  if (form.utmSource.trim()) filter.utmSource = form.utmSource.trim();
  if (form.search.trim()) filter.search = form.search.trim();
  return filter;
}

/** The CSV export's address for the same filter (GET with the session cookie: a plain download). */
export function csvUrlOf(filter: DonationFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return `/api/admin/donations.csv${query ? `?${query}` : ''}`;
}

/** The donations matching the applied filter, a page at a time, and the one whose detail is open. */
export function useDonations() {
  const [filter, setFilter] = useState<DonationFilter>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const donations = usePagedQuery(PanelDonationsQueryDocument, 'donations', { variables: { filter } });
  const nodes = donations.nodes ?? [];
  const open = nodes.find((donation) => donation.id === openId);
  return { filter, setFilter, donations, nodes, open, setOpenId };
}

/** The filter form's fields, applied as one filter or cleared. */
export function useFilterForm(onApply: (filter: DonationFilter) => void) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const field = (name: keyof FilterForm) => ({
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
    size: 'small' as const,
    fullWidth: true,
  });
  const apply = () => onApply(filterOf(form));
  const clear = () => {
    setForm(EMPTY_FILTER);
    onApply({});
  };
  return { field, apply, clear };
}

/** Confirming a payment received by hand, and refunding a paid donation: each asked first, then said. */
export function useDonationActions(donation: DonationNode, onClose: () => void) {
  const { confirm, notify } = useFeedback();
  const [confirmDonation, { loading: confirming }] = useMutation(ConfirmDonationMutation);
  const [refundDonation, { loading: refunding }] = useMutation(RefundDonationMutation, { refetchQueries: ['PanelDonations'] });
  const who = donation.name || 'doador anônimo';
  const confirmPaid = async () => {
    const yes = await confirm({
      title: 'Confirmar pagamento recebido?',
      text: `Confirme só se ${formatBRL(donation.amount)} de ${who} já está na conta. A doação passa a contar no arrecadado e o doador recebe o recibo por e-mail. Não dá para desfazer.`,
      action: 'Confirmar pagamento',
    });
    if (!yes) return;
    try {
      await confirmDonation({ variables: { id: donation.id } });
      // Back to the list first: while a dialog is open the rest of the page, the notice included, is hidden from screen readers.
      onClose();
      notify(`Pagamento de ${formatBRL(donation.amount)} de ${who} confirmado. O recibo vai por e-mail.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  const refund = async () => {
    const yes = await confirm({
      title: 'Devolver esta doação?',
      text: `${formatBRL(donation.amount)} voltam para ${who} e saem do total arrecadado. Com PIX por API, o banco faz a devolução; sem ela, faça o PIX de volta no app do banco e registre aqui. Não dá para desfazer.`,
      action: 'Devolver doação',
    });
    if (!yes) return;
    try {
      const refundResult = (await refundDonation({ variables: { donationId: donation.id } })).data?.refundDonation;
      onClose();
      if (refundResult?.status === 'NAO_REALIZADO')
        notify(`O banco não fez a devolução de ${formatBRL(donation.amount)}: ${refundResult.failure}`, 'error');
      else if (refundResult?.status === 'EM_PROCESSAMENTO')
        notify(`Devolução de ${formatBRL(donation.amount)} para ${who} pedida ao banco; o total muda quando o banco confirmar.`);
      else notify(`Devolução de ${formatBRL(donation.amount)} para ${who} registrada; o total arrecadado já a desconta.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return { confirmPaid, refund, confirming, refunding };
}

/** Putting a PIX sent straight to the key on the page: a name and, if chosen, the payer's message; asked first, once. */
export function usePublishDirectDonation(donation: DonationNode, onClose: () => void) {
  const { confirm, notify } = useFeedback();
  const [publishDirect, { loading: publishing }] = useMutation(PublishDirectDonationMutation, {
    refetchQueries: ['PanelDonations'],
  });
  const publish = async (name: string, publishMessage: boolean) => {
    const yes = await confirm({
      title: 'Publicar na página?',
      text: name.trim()
        ? `A doação de ${formatBRL(donation.amount)} aparece na página com o primeiro nome de "${name.trim()}"${publishMessage ? ' e a mensagem de quem pagou' : ', sem mensagem'}. Não dá para mudar depois.`
        : `A doação de ${formatBRL(donation.amount)} continua anônima na página${publishMessage ? ', com a mensagem de quem pagou' : ''}. Não dá para mudar depois.`,
      action: 'Publicar',
    });
    if (!yes) return;
    try {
      await publishDirect({ variables: { id: donation.id, name: name.trim() || null, publishMessage } });
      onClose();
      notify(`Doação de ${formatBRL(donation.amount)} publicada na página.`);
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };
  return { publish, publishing };
}
