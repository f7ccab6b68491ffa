/** The IDE's starting tabs: the organiser's everyday questions, ready to run once the token is in the headers. */

export const TOKEN_PLACEHOLDER = 'COLE_AQUI_O_ADMIN_TOKEN';

export const DEFAULT_HEADERS = JSON.stringify({ Authorization: `Bearer ${TOKEN_PLACEHOLDER}` }, null, 2);

export const EXAMPLE_TABS = [
  {
    query: `# Números da campanha no período (datas ISO 8601; sem datas = desde o início).
# Cole o ADMIN_TOKEN no cabeçalho Authorization (aba "Headers" abaixo) e clique em ▶.
query Estatisticas($from: DateTime, $to: DateTime) {
  donationStats(from: $from, to: $to) {
    created
    paid
    paidAmount
    conversionRate
    averagePaidAmount
    byStatus { status count amount }
    byDay { date created paid paidAmount }
    byAmount { amount isOption created paid paidAmount conversionRate }
    bySource { utmSource utmCampaign created paid paidAmount conversionRate }
  }
}
`,
    variables: '{}',
    headers: DEFAULT_HEADERS,
  },
  {
    query: `# Doações mais recentes (filtros: status, from, to, utmSource, utmCampaign, search).
query Doacoes($filter: DonationFilter, $after: String) {
  donations(filter: $filter, first: 20, after: $after) {
    nodes { id status amount name email phone cpf createdAt paidAt confirmedBy tracking { utmSource utmCampaign } }
    pageInfo { endCursor hasNextPage }
  }
}
`,
    variables: JSON.stringify({ filter: { status: 'PAID' } }, null, 2),
    headers: DEFAULT_HEADERS,
  },
  {
    query: `# Pagamentos que chegaram e não viraram doação, e a conferência das contas.
query Conferencia {
  paymentIssues(first: 20) { nodes { kind amount expectedAmount txid endToEndId donationId receivedAt } }
  booksCheck { raised expectedRaised difference supportersCount expectedSupporters }
}
`,
    variables: '{}',
    headers: DEFAULT_HEADERS,
  },
  {
    query: `# Confirmar uma doação paga (dinheiro visto no banco). Repetir não conta duas vezes.
mutation Confirmar($id: ID!) {
  confirmDonation(id: $id) { id status paidAt amount }
}
`,
    variables: JSON.stringify({ id: '' }, null, 2),
    headers: DEFAULT_HEADERS,
  },
];
