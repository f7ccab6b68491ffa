import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FragmentType } from '../../../gql';
import type { CreateDonationInput } from '../../../gql/graphql';
import { fieldErrorsOf, type FieldError } from '../../../shared/fieldErrors';
import { useToast } from '../../../shared/toast';
import { CreateDonationMutation, DonationStatusQuery, IssuePixCodeMutation } from '../api';
import type { PixCodePanelFields } from '../components/PixCodePanel';
import { useCountdown } from './useCountdown';

/** How often an open PIX charge asks whether the payment arrived. */
export const STATUS_POLL_INTERVAL_MS = 3_000;

export type PixDonationRequest = Omit<CreateDonationInput, 'idempotencyKey'>;

/** Where the charge is: each step is one screen of the PIX dialog. */
export type PixChargeStep =
  | { name: 'creating' }
  | { name: 'create-failed' }
  | { name: 'issuing'; donationId: string }
  | { name: 'issue-failed'; donationId: string }
  | { name: 'ready'; donationId: string; expiresAt: string; charge: FragmentType<typeof PixCodePanelFields> }
  /** `shareCode`: the donor's share link's code (null if the answer had none). */
  | { name: 'paid'; donationId: string; shareCode: string | null }
  | { name: 'expired'; donationId: string };

export interface PixChargeOptions {
  /** The donation to create. */
  request: PixDonationRequest;
  /** The server refused a field: the form shows the message next to it. */
  onInvalid: (errors: FieldError[]) => void;
  onPaid?: (donationId: string) => void;
}

export interface PixCharge {
  step: PixChargeStep;
  /** Seconds left on the code while it is `ready`. */
  remaining: number;
  /** After a failure: the step that failed, again (the same donation, the same idempotency key). */
  retry: () => void;
  /** After expiry: a new donation with a new code. */
  renew: () => void;
  /** The donor's private page, once the donation exists. */
  donorUrl: string | null;
}

const newIdempotencyKey = () => crypto.randomUUID();

const CREATE_FAILED = { title: 'Erro', description: 'Falha ao processar doação. Tente novamente.', severity: 'error' } as const;
const ISSUE_FAILED = { title: 'Erro', description: 'Falha ao gerar código PIX. Tente novamente.', severity: 'error' } as const;

/**
 * Seed §4: creates the donation, issues its PIX code, counts its 30 minutes down and
 * watches for the payment. Starts once, when first rendered.
 */
export function usePixCharge({ request, onInvalid, onPaid }: PixChargeOptions): PixCharge {
  const client = useApolloClient();
  const toast = useToast();
  const [step, setStep] = useState<PixChargeStep>({ name: 'creating' });
  // One key per donation attempt: a retry after a network failure sends the same key, so the
  // server answers with the donation it may already have recorded instead of a second one.
  const idempotencyKey = useRef(newIdempotencyKey());
  // The secret createDonation returns: only the donation's creator may read its PIX code.
  const accessToken = useRef('');
  const [donorUrl, setDonorUrl] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const issue = useCallback(
    async (donationId: string) => {
      setStep({ name: 'issuing', donationId });
      try {
        const { data } = await client.mutate({
          mutation: IssuePixCodeMutation,
          variables: { donationId, accessToken: accessToken.current },
        });
        if (!data) throw new Error('pixCode returned no data');
        const { expiresAt } = data.pixCode;
        if (alive.current) setStep({ name: 'ready', donationId, expiresAt, charge: data.pixCode });
      } catch {
        if (!alive.current) return;
        toast(ISSUE_FAILED);
        setStep({ name: 'issue-failed', donationId });
      }
    },
    [client, toast],
  );

  const create = useCallback(async () => {
    setStep({ name: 'creating' });
    let donationId: string;
    try {
      const { data } = await client.mutate({
        mutation: CreateDonationMutation,
        variables: { input: { ...request, idempotencyKey: idempotencyKey.current } },
      });
      if (!data) throw new Error('createDonation returned no data');
      donationId = data.createDonation.id;
      accessToken.current = data.createDonation.accessToken;
      setDonorUrl(data.createDonation.donorUrl);
    } catch (error) {
      if (!alive.current) return;
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) {
        onInvalid(fieldErrors);
        return;
      }
      toast(CREATE_FAILED);
      setStep({ name: 'create-failed' });
      return;
    }
    if (alive.current) await issue(donationId);
  }, [client, request, toast, onInvalid, issue]);

  const started = useRef(false);
  useEffect(() => {
    // Once per charge, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  const retry = () => {
    if (step.name === 'create-failed') void create();
    else if (step.name === 'issue-failed') void issue(step.donationId);
  };

  const renew = () => {
    idempotencyKey.current = newIdempotencyKey();
    void create();
  };

  const watching = step.name === 'ready';
  const { data: statusData } = useQuery(DonationStatusQuery, {
    variables: { id: 'donationId' in step ? step.donationId : '', accessToken: accessToken.current },
    skip: !watching,
    pollInterval: watching ? STATUS_POLL_INTERVAL_MS : 0,
    fetchPolicy: 'network-only',
  });
  const status = watching ? statusData?.donationStatus.status : undefined;
  const shareCode = statusData?.donationStatus.shareCode ?? null;
  useEffect(() => {
    if (step.name !== 'ready' || !status) return;
    if (status === 'PAID') {
      setStep({ name: 'paid', donationId: step.donationId, shareCode });
      onPaid?.(step.donationId);
    } else if (status === 'EXPIRED') {
      setStep({ name: 'expired', donationId: step.donationId });
    }
  }, [status, shareCode, step, onPaid]);

  const remaining = useCountdown(step.name === 'ready' ? step.expiresAt : null, watching);
  useEffect(() => {
    if (step.name === 'ready' && remaining === 0) setStep({ name: 'expired', donationId: step.donationId });
  }, [remaining, step]);

  return { step, remaining, retry, renew, donorUrl };
}
