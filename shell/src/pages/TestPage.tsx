import { useHealthQuery } from '@academy/api';

/** /test: a plain page that shows what GET /api/health reports. */
export function TestPage() {
  const { data, isError, isLoading, isFetching, refetch } = useHealthQuery();
  const status = isLoading ? 'loading…' : isError ? 'error' : (data?.status ?? 'unknown');
  return (
    <main className="shell-test" aria-busy={isFetching}>
      <h1>Test Page</h1>
      <p data-testid="api-status">API status: {status}</p>
      <p data-testid="db-status">Database: {data?.db ?? (isError ? 'down' : '—')}</p>
      <p data-testid="redis-status">Redis: {data?.redis ?? (isError ? 'down' : '—')}</p>
      <button type="button" className="shell-button" onClick={() => void refetch()} disabled={isFetching}>
        Refresh
      </button>
    </main>
  );
}
