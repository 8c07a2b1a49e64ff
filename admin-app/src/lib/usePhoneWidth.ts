import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 767px)';

/** Whether the window is phone-narrow (below Ant Design's md breakpoint), following resizes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(PHONE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
