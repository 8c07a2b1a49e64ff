import { useAdminHealthQuery, useHealthQuery } from '@academy/api';
import { useDocumentTitle, useRequestSession } from '@academy/ui';

/** /test: a plain page that shows what GET /api/health reports; admins also see which dependency is down. */
export function TestPage() {
  const { data, isError, isLoading, isFetching, refetch } = useHealthQuery();
  useDocumentTitle('Test Page');
  const session = useRequestSession();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const details = useAdminHealthQuery(undefined, { skip: !isAdmin });
  const status = isLoading ? 'loading…' : isError ? 'error' : (data?.status ?? 'unknown');
  const dependency = (state: 'up' | 'down' | undefined) => state ?? (details.isError ? 'down' : '—');
  return (
    <main className="shell-test" aria-busy={isFetching}>
      <h1>Test Page</h1>
      <p data-testid="api-status">API status: {status}</p>
      {isAdmin ? (
        <>
          <p data-testid="db-status">Database: {dependency(details.data?.db)}</p>
          <p data-testid="redis-status">Redis: {dependency(details.data?.redis)}</p>
        </>
      ) : null}
      <button
        type="button"
        className="shell-button"
        onClick={() => {
          void refetch();
          if (isAdmin) void details.refetch();
        }}
        disabled={isFetching}
      >
        Refresh
      </button>
    </main>
  );
}
