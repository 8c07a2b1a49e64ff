import { Modal, Skeleton } from 'antd';
import { useDeleteAdminTeamSsoMutation, useGetAdminTeamSsoQuery, usePutAdminTeamSsoMutation, type AdminTeamDto } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { SsoConnectionForm } from './SsoConnectionForm';

/** A team's single sign-on, as its manager sets it up on the team page, from the admin's Teams tab. */
export function TeamSsoDialog({ team, onClose }: { team: AdminTeamDto; onClose: () => void }) {
  const { data, isLoading, isError, error, refetch } = useGetAdminTeamSsoQuery({ id: team.id });
  const [save, saving] = usePutAdminTeamSsoMutation();
  const [remove] = useDeleteAdminTeamSsoMutation();
  return (
    <Modal title={`Single sign-on · ${team.name}`} open footer={null} onCancel={onClose} width={640}>
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
          forTeam
          saving={saving.isLoading}
          onSave={async (body) => {
            await save({ id: team.id, putSsoConnectionDto: body }).unwrap();
            void showToast({ title: 'Single sign-on saved' });
          }}
          onRemove={async () => {
            await remove({ id: team.id }).unwrap();
            void showToast({ title: 'Single sign-on removed' });
          }}
        />
      )}
    </Modal>
  );
}
