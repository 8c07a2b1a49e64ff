import { Skeleton } from 'antd';
import { useDeleteAcademySsoMutation, useGetAcademySsoQuery, usePutAcademySsoMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { TabHeader } from '../integrations/TabHeader';
import { SsoConnectionForm } from './SsoConnectionForm';

/** Integrations › Single sign-on: the academy-wide employer connection (teams' own are on the Teams tab). */
export function AcademySsoTab() {
  const { data, isLoading, isError, error, refetch } = useGetAcademySsoQuery();
  const [save, saving] = usePutAcademySsoMutation();
  const [remove] = useDeleteAcademySsoMutation();
  return (
    <>
      <TabHeader title="Single sign-on">
        People of your employer&apos;s e-mail domains sign in through its identity provider (SAML 2.0 or OpenID Connect). A team&apos;s own
        single sign-on is set up by its manager, or from the Teams tab.
      </TabHeader>
      <div style={{ marginTop: 16 }}>
        {isError ? (
          <LoadFailedAlert
            query={{ error, refetch }}
            fallback="Single sign-on could not be loaded. Please try again."
            title="Error loading"
          />
        ) : isLoading || !data ? (
          <Skeleton active />
        ) : (
          <SsoConnectionForm
            key={data.connection?.updatedAt ?? 'none'}
            setup={data}
            forTeam={false}
            saving={saving.isLoading}
            onSave={async (body) => {
              await save({ putSsoConnectionDto: body }).unwrap();
              void showToast({ title: 'Single sign-on saved' });
            }}
            onRemove={async () => {
              await remove().unwrap();
              void showToast({ title: 'Single sign-on removed' });
            }}
          />
        )}
      </div>
    </>
  );
}
