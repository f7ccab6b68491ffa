import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN, type TestApp } from './harness.js';

export const CREATE_DONATION = `mutation Create($input: CreateDonationInput!) { createDonation(input: $input) { id accessToken } }`;
export const PIX_CODE = `mutation Pix($id: ID!, $accessToken: String!) {
  pixCode(donationId: $id, accessToken: $accessToken) { donationId pixCode amount expiresAt }
}`;

/** The access token each donation created through this module was answered with, as its creator keeps it. */
const accessTokens = new Map<string, string>();

/** Remembers a creation answer's token, for donations created without createDonation below. */
export function rememberAccessToken(receipt: { id: string; accessToken: string }): string {
  accessTokens.set(receipt.id, receipt.accessToken);
  return receipt.id;
}

/** PIX_CODE's variables for a donation as its creator asks: with the token it was given. */
export function pixVariables(id: string): { id: string; accessToken: string } {
  return { id, accessToken: accessTokens.get(id) ?? 'not-the-creator' };
}

/** A donor who fills every field correctly (CPF 529.982.247-25 passes the check digits). */
export function validDonation(overrides: Record<string, unknown> = {}): Record<string, unknown> & { idempotencyKey: string } {
  return {
    idempotencyKey: `key-${randomUUID()}`,
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.com.br',
    phone: '(11) 98765-4321',
    cpf: '529.982.247-25',
    amount: '50,00',
    isAnonymous: false,
    message: 'Força, Ana!',
    utmSource: 'google',
    utmCampaign: 'inverno',
    gclid: 'abc123',
    ...overrides,
  } as Record<string, unknown> & { idempotencyKey: string };
}

export async function createDonation(app: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const { body } = await app.graphql(CREATE_DONATION, { input: validDonation(overrides) });
  if (!body.data?.createDonation) throw new Error(`createDonation failed: ${JSON.stringify(body.errors)}`);
  return rememberAccessToken(body.data.createDonation);
}

export const CONFIRM_DONATION = `mutation Confirm($id: ID!) { confirmDonation(id: $id) { id status paidAt } }`;

/**
 * Confirms a payment the way the organiser does: the admin `confirmDonation` mutation over HTTP, so the
 * donation gets every effect a real payment has (totals, comment, audit entry), dated by the app's clock.
 */
export async function confirmDonation(app: TestApp, id: string): Promise<void> {
  const { body } = await app.graphql(CONFIRM_DONATION, { id }, { authorization: `Bearer ${ADMIN_TOKEN}` });
  if (body.data?.confirmDonation?.status !== 'PAID') throw new Error(`confirmDonation failed: ${JSON.stringify(body)}`);
}

/** A donation created and paid: the most common starting point of a scenario. */
export async function paidDonation(app: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await createDonation(app, overrides);
  await confirmDonation(app, id);
  return id;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-01T12:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** The first GraphQL error of a response that must have failed. */
export function firstError(body: { errors?: any[] }): { message: string; extensions: Record<string, unknown> } {
  const error = body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(body)}`);
  return error;
}

/** One payment notification from the PSP, with the webhook secret in its header, as a PSP sends it. */
export function notifyPayment(app: TestApp, secret: string, pix: unknown): Promise<Response> {
  return fetch(`${app.url}/api/pix/webhook/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
    body: JSON.stringify({ pix: [pix] }),
  });
}
