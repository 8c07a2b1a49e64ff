import { useSearchParams } from 'react-router-dom';

/**
 * The address's query parameters plus a setter that writes one of them, dropping it when it
 * holds its default (`empty`) value. Replaces the history entry, so typing does not flood Back.
 */
export function useSearchParamFilters() {
  const [params, setParams] = useSearchParams();
  const update = (key: string, value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return { params, update };
}
