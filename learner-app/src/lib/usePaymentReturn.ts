import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmPaymentMutation, useConfirmPathPaymentMutation } from '@academy/api';
import { showToast } from '@academy/ui';

const CONFIRM_ATTEMPTS = 5;
const CONFIRM_INTERVAL_MS = 2000;

/** What asking the server to confirm a payment answered: access given, else Stripe's status. */
interface Confirmation {
  granted: boolean;
  status: string;
}

/**
 * Back from Stripe's hosted checkout (`?payment=success`): ask the server to confirm with Stripe, so the
 * learner has access now even if the webhook is late; a few retries while Stripe still reports pending.
 * `confirm` is null until the page knows what was bought and the learner is signed in.
 */
function useCheckoutReturn(confirm: (() => Promise<Confirmation>) | null, grantedDescription: string): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const handled = useRef(false);
  const returning = searchParams.get('payment') === 'success';

  useEffect(() => {
    if (!returning || !confirm || handled.current) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete('payment');
        return params;
      },
      { replace: true },
    );
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; attempt <= CONFIRM_ATTEMPTS && !cancelled; attempt++) {
        const result = await confirm().catch(() => null);
        if (result?.granted) {
          void showToast({ title: 'Payment Successful', description: grantedDescription });
          return;
        }
        if (result && result.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_INTERVAL_MS));
      }
      if (!cancelled) {
        void showToast({
          title: 'Payment pending',
          description: 'We have not received the payment confirmation yet. Refresh this page in a minute.',
          variant: 'destructive',
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [returning, confirm, grantedDescription, setSearchParams]);
}

/** The course page's return from Stripe: the learner is enrolled. */
export function usePaymentReturn(courseId: number | null, signedIn: boolean): void {
  const [confirmPayment] = useConfirmPaymentMutation();
  const confirm = useCallback(async () => {
    const result = await confirmPayment({ courseCheckoutDto: { courseId: courseId! } }).unwrap();
    return { granted: result.isEnrolled, status: result.status };
  }, [confirmPayment, courseId]);
  useCheckoutReturn(signedIn && courseId !== null ? confirm : null, 'You have been enrolled in the course!');
}

/** The path page's return from Stripe: every course of the path is the learner's. */
export function usePathPaymentReturn(pathId: number | null, signedIn: boolean): void {
  const [confirmPathPayment] = useConfirmPathPaymentMutation();
  const confirm = useCallback(async () => {
    const result = await confirmPathPayment({ id: pathId! }).unwrap();
    return { granted: result.hasAccess, status: result.status };
  }, [confirmPathPayment, pathId]);
  useCheckoutReturn(signedIn && pathId !== null ? confirm : null, 'Every course of this path is now yours!');
}
