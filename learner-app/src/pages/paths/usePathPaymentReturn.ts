import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmPathPaymentMutation } from '@academy/api';
import { showToast } from '@academy/ui';

const CONFIRM_ATTEMPTS = 5;
const CONFIRM_INTERVAL_MS = 2000;

/**
 * Back on the path page from Stripe's hosted checkout (`?payment=success`): as the course page does,
 * ask the server to confirm with Stripe, so every course of the path is the learner's now even if the
 * webhook is late; a few retries while Stripe still reports pending.
 */
export function usePathPaymentReturn(pathId: number | null, signedIn: boolean): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmPathPayment] = useConfirmPathPaymentMutation();
  const handled = useRef(false);
  const returning = searchParams.get('payment') === 'success';

  useEffect(() => {
    if (!returning || !signedIn || pathId === null || handled.current) return;
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
        const result = await confirmPathPayment({ id: pathId })
          .unwrap()
          .catch(() => null);
        if (result?.hasAccess) {
          void showToast({ title: 'Payment Successful', description: 'Every course of this path is now yours!' });
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
  }, [returning, signedIn, pathId, confirmPathPayment, setSearchParams]);
}
