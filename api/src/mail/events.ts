import type { Types } from 'mongoose';
import { PIX_EXPIRY_SECONDS } from '../../../rules/pix.js';
import { PIX_HOLDER_CONTACT_PATH } from '../../../rules/pix-holder.js';
import { decryptFor } from '../crypto/encryption.js';
import type { Deps } from '../deps.js';
import { donorUrlOf, pixCodeMail, siteUrlOf } from './messages.js';
import { enqueueMessage } from './outbox.js';

/**
 * What a donor is told, and when: each event writes its message to the outbox right
 * after the write that makes it happen; the sender (mail/sender.ts) delivers it.
 */

/** The donor's private link, kept encrypted on the donation when its code was issued (the token itself is never stored in clear). */
export function donorUrlOfDonation(
  deps: Deps,
  donation: { donorLinkTokenEncrypted?: string | null; recurrenceId?: unknown },
): string | null {
  if (!donation.donorLinkTokenEncrypted) return null;
  try {
    const token = decryptFor(deps.config, 'donorLinkToken', donation.donorLinkTokenEncrypted);
    // A month of a monthly donation carries the monthly donation's link (monthly/service.ts).
    return donation.recurrenceId ? siteUrlOf(deps.config, `/doacao-mensal/${token}`) : donorUrlOf(deps.config, token);
  } catch {
    return null; // under a master no longer configured (a rotation that missed it): the e-mail goes without the link
  }
}

const pixCodeEventKey = (donation: { _id: Types.ObjectId; expiresAt: Date }) =>
  `pix-code:${donation._id.toHexString()}:${donation.expiresAt.getTime()}`;

/** Who the donor's bank app will show as receiving (campaign/pix-holder.ts): its line, or null while unset. */
export type PixHolderLine = { line: string } | null;

export async function pixCodeIssued(
  deps: Deps,
  donation: { _id: Types.ObjectId; name: string; email: string; amountCents: number; pixCode: string; expiresAt: Date },
  accessToken: string,
  holder: PixHolderLine,
): Promise<void> {
  const mail = pixCodeMail({
    ...donation,
    donorUrl: donorUrlOf(deps.config, accessToken),
    holder: holder && { line: holder.line, contactUrl: siteUrlOf(deps.config, PIX_HOLDER_CONTACT_PATH) },
  });
  await enqueueMessage(deps, {
    eventKey: pixCodeEventKey(donation),
    donationId: donation._id,
    to: donation.email,
    ...mail,
  });
}

/** What the code's e-mail is written from, as the donation keeps it. */
interface IssuedCode {
  _id: Types.ObjectId;
  name: string;
  email: string;
  amountCents: number;
  pixCode: string | null;
  expiresAt: Date | null;
  donorLinkTokenEncrypted: string;
}

/**
 * The code e-mail is written right after the code is stored; a crash between the two
 * would lose it. The sweep writes it again for codes still valid whose e-mail is
 * missing: the donation holds everything it needs, the link's token included (encrypted).
 */
export async function recoverPixCodeEmails(deps: Deps, holderOf: () => Promise<PixHolderLine>): Promise<number> {
  const now = deps.now();
  const issued = await deps.models.Donation.find(
    {
      status: 'pending',
      pixIssuedAt: { $gte: new Date(now.getTime() - PIX_EXPIRY_SECONDS * 1000) },
      donorLinkTokenEncrypted: { $ne: '' },
      // A monthly donation's first month has its own e-mail, written with its authorisation code (monthly/service.ts).
      recurrenceId: null,
    },
    { name: 1, email: 1, amountCents: 1, pixCode: 1, expiresAt: 1, donorLinkTokenEncrypted: 1 },
  ).lean<IssuedCode[]>();
  const valid = issued.filter((donation) => donation.pixCode && donation.expiresAt && donation.expiresAt > now);
  if (valid.length === 0) return 0;
  const written = new Set(
    (
      await deps.models.OutboxMessage.find(
        { eventKey: { $in: valid.map((d) => pixCodeEventKey({ _id: d._id, expiresAt: d.expiresAt! })) } },
        { eventKey: 1 },
      ).lean()
    ).map((message) => message.eventKey),
  );
  let recovered = 0;
  for (const donation of valid) {
    if (written.has(pixCodeEventKey({ _id: donation._id, expiresAt: donation.expiresAt! }))) continue;
    const token = decryptFor(deps.config, 'donorLinkToken', donation.donorLinkTokenEncrypted!);
    await pixCodeIssued(
      deps,
      { ...donation, pixCode: donation.pixCode!, expiresAt: donation.expiresAt! },
      token,
      await holderOf(),
    );
    recovered += 1;
  }
  return recovered;
}
