import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmPaymentMutation } from '@academy/api';
import { showToast } from '@academy/ui';

const CONFIRM_ATTEMPTS = 5;
const CONFIRM_INTERVAL_MS = 2000;

/**
 * Back from Stripe's hosted checkout (`?payment=success`): ask the server to confirm with Stripe, so the
 * learner is enrolled now even if the webhook is late; a few retries while Stripe still reports pending.
 */
export function usePaymentReturn(courseId: number | null, signedIn: boolean): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmPayment] = useConfirmPaymentMutation();
  const handled = useRef(false);
  const returning = searchParams.get('payment') === 'success';

  useEffect(() => {
    if (!returning || !signedIn || courseId === null || handled.current) return;
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
        const result = await confirmPayment({ courseCheckoutDto: { courseId } })
          .unwrap()
          .catch(() => null);
        if (result?.isEnrolled) {
          void showToast({ title: 'Payment Successful', description: 'You have been enrolled in the course!' });
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
  }, [returning, signedIn, courseId, confirmPayment, setSearchParams]);
}
