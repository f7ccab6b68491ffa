/**
 * One call to the organiser's GraphQL API with the admin token, as the panel makes it:
 * the answer's data, or an error carrying the GraphQL errors when there are any (a
 * test must not read on past a refused or partly refused call).
 */
export async function adminGraphQL<T = any>(siteUrl: string, token: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The organiser confirms a donor's payment by hand, as a PIX seen in the bank: the same path as the webhook's. */
export async function confirmPaymentOf(siteUrl: string, token: string, email: string): Promise<void> {
  const found = await adminGraphQL<{ donations: { nodes: { id: string }[] } }>(
    siteUrl,
    token,
    'query ($search: String) { donations(filter: { search: $search }, first: 1) { nodes { id } } }',
    { search: email },
  );
  const donation = found.donations.nodes[0];
  if (!donation) throw new Error(`no donation from ${email} to confirm`);
  await adminGraphQL(siteUrl, token, 'mutation ($id: ID!) { confirmDonation(id: $id) { id } }', { id: donation.id });
}
