import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { publicRead } from '../cache/public-cache.js';
import { donationLimitsOf, getCampaignState } from '../campaign/service.js';
import { pixHolderView, type PixHolderView } from '../campaign/pix-holder.js';
import { encryptFor } from '../crypto/encryption.js';
import { hmacKeysFor } from '../crypto/keys.js';
import type { Deps } from '../deps.js';
import { AppError, badInput, badInputOf } from '../errors.js';
import { assertTakesDonations } from '../campaign/launch.js';
import { assertOpen, campaignClosedError } from '../campaign/goal.js';
import type { DonationOption, PixCharge as PixChargeView, RecentDonation } from '../generated/graphql.js';
import { centsToReais } from '../../../rules/money.js';
import { withoutBidiControls } from '../../../rules/rule.js';
import { checkDonationInput, type DonationRequest } from '../../../rules/donation.js';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { pixCodeIssued } from '../mail/events.js';
import { dedicationsDisabledError, storedDedicationOf } from '../dedications/service.js';
import { updatesConsentOf } from './updates-consent.js';
import { pixProviderFor } from '../pix/provider.js';
import { isDuplicateKeyError, objectIdOf } from '../db/ids.js';
import { consumeRateLimit, reserveRateLimit, type RateLimitReservation } from '../security/rate-limit.js';
import { ERASED_REQUEST_HASH, txidOf, type DonationDocument } from './model.js';
import { countCodeIssued, moveStats } from '../stats/buckets.js';
import { pageOfFeed, type FeedItem } from '../cache/feeds.js';

export const ANONYMOUS_DONOR_NAME = 'Doador anônimo';
export const RECENT_DONATIONS_MAX_LIMIT = 50;
const USER_AGENT_MAX_LENGTH = 512;

/** What the server itself saw of the request; the client's claims about these are ignored. */
export interface RequestInfo {
  ipAddress: string;
  userAgent: string;
}

const notFound = () => new AppError('NOT_FOUND', 'Doação não encontrada.');

/** A donation id from a client: 24 hex digits, or BAD_USER_INPUT on `field`. */
export function parseDonationId(id: unknown, field = 'donationId'): Types.ObjectId {
  return objectIdOf(id, field, 'Identificador de doação inválido.');
}

/** How a donor appears in public: first name only, or "Doador anônimo". */
export function publicDonorName(donation: { name: string; isAnonymous: boolean }): string {
  if (donation.isAnonymous) return ANONYMOUS_DONOR_NAME;
  return withoutBidiControls(donation.name).trim().split(/\s+/)[0] || ANONYMOUS_DONOR_NAME;
}

export async function getDonationOptions(deps: Deps): Promise<DonationOption[]> {
  const { content } = await getCampaignState(deps);
  return content.donationOptions.map((option) => ({
    value: centsToReais(option.amountCents),
    label: option.label,
    description: option.description,
    impact: option.impact,
    popular: option.popular,
    raffleEntries: option.raffleEntries,
    checkoutUrl: option.checkoutUrl ?? null,
  }));
}

/**
 * Fingerprint of a request, to tell a retry from a different donation under the same
 * key. Keyed (HMAC) because it covers the CPF, which a plain hash would let anyone
 * holding the database recover by trying all CPFs.
 */
function requestHashOf(request: DonationRequest, key: Buffer): string {
  // checkDonationInput builds every field in a fixed order, so the JSON text is canonical.
  return createHmac('sha256', key).update('donation-request\n').update(JSON.stringify(request)).digest('hex');
}

/** What the creator of a donation receives: its id and the secret that opens its PIX code. */
export interface DonationReceipt {
  id: string;
  accessToken: string;
  /** The donor's private page (`/minha-doacao/<token>`): status, code, receipt and their data. */
  donorUrl: string;
}

const donorPathOf = (token: string) => `/minha-doacao/${token}`;

/** A new access token: 128 random bits, of which the database keeps only the SHA-256. */
function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: accessTokenHashOf(token) };
}

export const accessTokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token a replay answers with: derived (HMAC with the server's key) from the stored
 * donation, so every retry of a request gets the same one and the donation keeps at most
 * two hashes however often it is retried. The first answer's random token was never
 * stored in clear and may never have reached the donor.
 */
function replayAccessToken(donationId: Types.ObjectId, requestHash: string, key: Buffer): { token: string; hash: string } {
  const token = createHmac('sha256', key)
    .update(`donation-replay-access\n${donationId.toHexString()}\n${requestHash}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
  return { token, hash: accessTokenHashOf(token) };
}

/** The one answer to any replay of an erased donation's key, whatever its payload. */
const erasedKeyConflict = () =>
  new AppError('CONFLICT', 'Esta chave de idempotência pertence a uma doação cujos dados foram apagados. Gere uma nova chave.', {
    field: 'idempotencyKey',
  });

/**
 * The donation already stored under this key, after an insert lost the unique index
 * to it: the same id for a retry of the same request, CONFLICT for another payload.
 */
async function replayOf(deps: Deps, idempotencyKey: string, requestHashes: string[]): Promise<DonationReceipt | null> {
  const existing = await deps.models.Donation.findOne({ idempotencyKey }, { requestHash: 1 }).lean();
  if (!existing) return null;
  // Erased: nothing left to compare a payload with, and nothing to open. One answer for every
  // payload, so a replay cannot confirm the erased data; the key still creates nothing new.
  if (existing.requestHash === ERASED_REQUEST_HASH) throw erasedKeyConflict();
  // Made under the current key, or the previous one during a key rotation (crypto/keys.ts hmacKeysFor).
  const keyIndex = requestHashes.indexOf(existing.requestHash);
  if (keyIndex < 0)
    throw new AppError('CONFLICT', 'Esta chave de idempotência já foi usada em outra doação. Gere uma nova chave.', {
      field: 'idempotencyKey',
    });
  const replayKey = hmacKeysFor(deps.config, 'replayAccessToken')[keyIndex]!;
  const access = replayAccessToken(existing._id, existing.requestHash, replayKey);
  await deps.models.Donation.updateOne({ _id: existing._id }, { $addToSet: { accessTokenHashes: access.hash } });
  return { id: existing._id.toHexString(), accessToken: access.token, donorUrl: donorPathOf(access.token) };
}

/**
 * Records a pending donation. Validation runs before any write, so rejected input
 * stores nothing. Idempotency is resolved by the unique index on idempotencyKey,
 * not by a lookup before every insert: a new key (almost every call) costs one
 * insert, and only a repeated key pays for reading the stored donation.
 */
export async function createDonation(deps: Deps, input: unknown, requestInfo: RequestInfo): Promise<DonationReceipt> {
  const state = await getCampaignState(deps);
  const { content } = state;
  assertOpen(state);
  assertTakesDonations(deps.config, content);
  const checked = checkDonationInput(input, donationLimitsOf(deps.config, content));
  if (!checked.ok) throw badInputOf(checked.errors);
  const request = checked.value;
  if (request.dedication && !state.dedications.enabled) throw dedicationsDisabledError();
  const requestHashes = hmacKeysFor(deps.config, 'requestHash').map((key) => requestHashOf(request, key));
  const requestHash = requestHashes[0]!;

  // The limit counts donations created: rejected input (above) and replays count nothing,
  // and a donor whose answer was lost gets the donation back with its key even when limited.
  let reservation: RateLimitReservation;
  try {
    reservation = await reserveRateLimit(deps, 'createDonation', requestInfo.ipAddress);
  } catch (error) {
    const stored =
      error instanceof AppError && error.code === 'RATE_LIMITED'
        ? await replayOf(deps, request.idempotencyKey, requestHashes)
        : null;
    if (stored) return stored;
    throw error;
  }

  const _id = new Types.ObjectId();
  const access = newAccessToken();
  let created: DonationDocument;
  try {
    created = await deps.models.Donation.create({
      _id,
      accessTokenHashes: [access.hash],
      idempotencyKey: request.idempotencyKey,
      requestHash,
      status: 'pending',
      amountCents: request.amountCents,
      name: request.name,
      email: request.email,
      phone: request.phone,
      cpfEncrypted: request.cpf ? encryptFor(deps.config, 'cpfAtRest', request.cpf) : '',
      isAnonymous: request.isAnonymous,
      message: request.message,
      dedication: storedDedicationOf(request.dedication),
      tracking: request.tracking,
      referredBy: request.referredBy ?? '',
      product: request.product,
      products: request.products,
      userAgent: requestInfo.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      ipAddress: requestInfo.ipAddress,
      txid: txidOf(_id, deps.config.PIX_PROVIDER),
      ...(request.wantsUpdates && (await updatesConsentOf(deps, request.email, deps.now()))),
    });
  } catch (error) {
    await reservation.release().catch(() => {});
    // The key was used before (a retry, or a concurrent request that won the index).
    if (isDuplicateKeyError(error)) {
      const stored = await replayOf(deps, request.idempotencyKey, requestHashes);
      if (stored) return stored;
    }
    throw error;
  }
  // The insert decided that this request created it: counted exactly once.
  await moveStats(deps, { donation: created, from: null, to: 'pending' });
  return { id: _id.toHexString(), accessToken: access.token, donorUrl: donorPathOf(access.token) };
}

/** A donation with its PIX code. */
export type DonationWithCode = DonationDocument & { pixCode: string; expiresAt: Date };

function toPixChargeView(donation: DonationWithCode): PixChargeView {
  return {
    donationId: donation._id.toHexString(),
    pixCode: donation.pixCode,
    amount: centsToReais(donation.amountCents),
    expiresAt: donation.expiresAt,
  };
}

/**
 * The donation's PIX code, for its creator only: the call must carry one of the donation's
 * access tokens, and a wrong one answers exactly as an unknown id does.
 */
export async function getPixCode(
  deps: Deps,
  donationId: unknown,
  accessToken: unknown,
  requestInfo: Pick<RequestInfo, 'ipAddress'>,
): Promise<PixChargeView> {
  await consumeRateLimit(deps, 'pixCode', requestInfo.ipAddress);
  const { closing, content } = await getCampaignState(deps);
  const read = async () => {
    const _id = parseDonationId(donationId);
    if (typeof accessToken !== 'string' || accessToken === '')
      throw badInput('accessToken', 'Informe o código de acesso recebido ao criar a doação.');
    if (accessToken.length > 100) throw notFound();
    // One read by _id; the token is checked here, not in the filter (a filter beyond _id scans on FerretDB v1).
    const donation = await deps.models.Donation.findById(_id).lean<DonationDocument>();
    if (!donation || !donation.accessTokenHashes.includes(accessTokenHashOf(accessToken))) throw notFound();
    return { donation, token: accessToken };
  };
  if (!closing) {
    const { donation, token } = await read();
    return toPixChargeView(await issuePixCode(deps, donation, token, pixHolderView(content)));
  }
  // Closed: no new code is issued, but one issued before closing still counts when paid
  // (payments/service.ts), so its donor may open it again until it expires. Anything else,
  // a wrong id or token included, gets the same refusal: closing tells nobody which codes exist.
  const donation = await read().then(
    (found) => found.donation,
    (error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    },
  );
  const now = deps.now().getTime();
  if (donation?.status !== 'pending' || !donation.pixCode || !donation.expiresAt || donation.expiresAt.getTime() <= now)
    throw campaignClosedError(closing);
  return toPixChargeView({ ...donation, pixCode: donation.pixCode, expiresAt: donation.expiresAt });
}

/**
 * A donation's one PIX code: issued on the first call, then the same code until it expires
 * PIX_EXPIRY_SECONDS after issue. A paid or expired donation gets no code. Used for a one-off
 * donation (getPixCode) and for a monthly donation's first month (monthly/service.ts).
 *
 * `donorLink` is a one-off donation's access token: stored encrypted with the code (the sweep
 * rewrites a lost code e-mail from it, mail/events.ts) and sent in the code's e-mail. Null for
 * a monthly donation's month: it carries the recurrence's link from its creation, and the donor
 * is e-mailed the authorisation code, not this one (monthly/service.ts finishSetup).
 * `holder`: who the donor's bank app will show as receiving, named in that e-mail (the caller
 * has read the campaign already).
 */
export async function issuePixCode(
  deps: Deps,
  donation: DonationDocument,
  donorLink: string | null,
  holder: PixHolderView | null = null,
): Promise<DonationWithCode> {
  const { _id } = donation;
  const now = deps.now();
  if (donation.status === 'paid') throw new AppError('CONFLICT', 'Esta doação já foi paga. Muito obrigado!');
  if (donation.status === 'expired' || (donation.expiresAt && donation.expiresAt.getTime() <= now.getTime()))
    throw new AppError('CONFLICT', 'O código PIX desta doação expirou. Faça uma nova doação para gerar outro código.');
  if (donation.pixCode && donation.expiresAt) return { ...donation, pixCode: donation.pixCode, expiresAt: donation.expiresAt };

  const charge = await pixProviderFor(deps).createCharge({
    donationId: _id.toHexString(),
    txid: donation.txid,
    amountCents: donation.amountCents,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + PIX_EXPIRY_SECONDS * 1000),
  });
  const issue = {
    pixCode: charge.pixCode,
    pixIssuedAt: now,
    expiresAt: charge.expiresAt,
    ...(donorLink !== null && { donorLinkTokenEncrypted: encryptFor(deps.config, 'donorLinkToken', donorLink) }),
  };
  // Only the first issue is kept: the write on a donation with no code yet decides, and every
  // concurrent call answers with the stored code. No code means neither the code the donor is
  // answered with nor its issue time, which the statistics count (stats/buckets.ts).
  const issued = await deps.models.Donation.updateOne({ _id, pixCode: null, pixIssuedAt: null }, { $set: issue });
  if (issued.matchedCount !== 1) {
    const stored = await deps.models.Donation.findById(_id).lean<DonationDocument>();
    if (!stored?.pixCode || !stored.expiresAt)
      throw new Error(`donation ${_id.toHexString()} has no PIX code after losing its issue`);
    return { ...stored, pixCode: stored.pixCode, expiresAt: stored.expiresAt };
  }
  // The write decided that this call issued it: counted once, e-mailed once.
  await countCodeIssued(deps, donation);
  const withCode = { ...donation, ...issue };
  if (donorLink !== null) await pixCodeIssued(deps, withCode, donorLink, holder);
  return withCode;
}

const recentDonationFields = { name: 1, isAnonymous: 1, amountCents: 1, paidAt: 1 } as const;

/** Paid donations, newest first, as the public may see them; `after` is the id of the last one already shown. */
export async function listRecentDonations(
  deps: Deps,
  options: { limit?: number | null; after?: string | null },
): Promise<RecentDonation[]> {
  const limit = options.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > RECENT_DONATIONS_MAX_LIMIT)
    throw badInput('limit', `Informe um limite entre 1 e ${RECENT_DONATIONS_MAX_LIMIT}.`);
  const after = options.after ? parseDonationId(options.after, 'after') : null;
  return publicRead(deps, `recentDonations:${limit}:${after?.toHexString() ?? ''}`, () =>
    readRecentDonations(deps, limit, after),
  );
}

async function readRecentDonations(deps: Deps, limit: number, afterId: Types.ObjectId | null): Promise<RecentDonation[]> {
  // The home page's list comes from its feed (one read by _id); only paging past it reads the collection.
  const page = await pageOfFeed(deps, 'recentDonations', limit, afterId);
  const items = page ? page.items : await queryRecentDonations(deps, limit, afterId);
  return items.map((item) => ({
    id: item.id,
    // A feed written before names were cleaned may still hold bidirectional controls.
    name: withoutBidiControls(item.name as string),
    amount: centsToReais(item.amountCents as number),
    paidAt: item.at,
  }));
}

/** A paid donation as the recent-donations feed keeps it. */
export function recentDonationItem(
  donation: Pick<DonationDocument, '_id' | 'name' | 'isAnonymous' | 'amountCents' | 'paidAt'>,
): FeedItem {
  return {
    id: donation._id.toHexString(),
    at: donation.paidAt!,
    name: publicDonorName(donation),
    amountCents: donation.amountCents,
  };
}

/** Paid donations newest first from the collection: the feed's source, and pages past it. */
async function queryRecentDonations(deps: Deps, limit: number, afterId: Types.ObjectId | null): Promise<FeedItem[]> {
  const filter: Record<string, unknown> = { status: 'paid' };
  if (afterId) {
    const cursor = await deps.models.Donation.findById(afterId, { paidAt: 1, status: 1 }).lean();
    if (cursor?.status !== 'paid' || !cursor.paidAt) throw badInput('after', 'Cursor inválido: use o id de uma doação da lista.');
    filter.$or = [{ paidAt: { $lt: cursor.paidAt } }, { paidAt: cursor.paidAt, _id: { $lt: afterId } }];
  }
  const donations = await deps.models.Donation.find(filter, recentDonationFields)
    .sort({ paidAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return donations.map(recentDonationItem);
}

/** The recent-donations feed rebuilt from the collection (app/feeds.ts): every paid donation. */
export async function* recentDonationsFeedSource(deps: Deps): AsyncIterable<FeedItem> {
  const cursor = deps.models.Donation.find({ status: 'paid' }, recentDonationFields).lean().batchSize(1000).cursor();
  for await (const donation of cursor) yield recentDonationItem(donation);
}
