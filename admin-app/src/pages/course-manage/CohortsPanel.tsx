import { useState } from 'react';
import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useDeleteCohortMutation, useListAdminPathCohortsQuery, useListCohortsQuery, type AdminCohortDto } from '@academy/api/admin';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { RowActions } from '../../components/RowActions';
import { useConfirmDelete } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { browserTimeZone, formatInZone } from '../../lib/zonedTime';
import { CohortDetail } from './cohorts/CohortDetail';
import { CohortDialog } from './cohorts/CohortDialog';
import { count, type CohortHome } from './cohorts/cohortText';

/**
 * The Cohorts tab of a course, or the Cohorts card of a learning path: its runs, each with its own
 * dates, capacity, members and live sessions, newest start first; a cohort opens in place with its
 * members and sessions.
 */
export function CohortsPanel({ home }: { home: CohortHome }) {
  const ofCourse = useListCohortsQuery({ id: 'courseId' in home ? home.courseId : 0 }, { skip: !('courseId' in home) });
  const ofPath = useListAdminPathCohortsQuery({ id: 'pathId' in home ? home.pathId : 0 }, { skip: !('pathId' in home) });
  const cohorts = 'courseId' in home ? ofCourse : ofPath;
  const what = 'courseId' in home ? 'course' : 'path';
  const [deleteCohort] = useDeleteCohortMutation();
  const confirmDeletion = useConfirmDelete();
  const [editing, setEditing] = useState<AdminCohortDto | 'new' | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const yours = browserTimeZone();

  const confirmDelete = (cohort: AdminCohortDto) =>
    confirmDeletion({
      title: 'Delete cohort',
      question: `Delete "${cohort.title}" with its ${count(cohort.sessionCount, 'session', 'sessions')} and ${count(cohort.memberCount, 'membership', 'memberships')}? Its learners keep the ${what === 'course' ? 'course' : "path's courses"}; credits recorded for attending its sessions are withdrawn.`,
      remove: async () => {
        await deleteCohort({ id: cohort.id }).unwrap();
        setOpenId((open) => (open === cohort.id ? null : open));
      },
      success: 'Cohort deleted',
    });

  const columns: TableColumnsType<AdminCohortDto> = [
    {
      title: 'Cohort',
      key: 'title',
      render: (_, cohort) => (
        <Button
          type="link"
          onClick={() => setOpenId(cohort.id)}
          aria-label={`Open ${cohort.title}`}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere', maxWidth: 260 }}
        >
          {cohort.title}
        </Button>
      ),
    },
    {
      title: 'Dates',
      key: 'dates',
      render: (_, cohort) => (
        <Flex vertical style={{ minWidth: 170 }}>
          <span>{formatInZone(cohort.startsAt, yours)}</span>
          <Typography.Text type="secondary">to {formatInZone(cohort.endsAt, yours)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Members',
      key: 'members',
      render: (_, cohort) => (
        <Flex gap={6} align="center" wrap={false}>
          <span>
            {cohort.memberCount} / {cohort.capacity ?? 'no limit'}
          </span>
          {cohort.placesLeft === 0 ? <Tag color="orange">Full</Tag> : null}
        </Flex>
      ),
    },
    { title: 'Sessions', dataIndex: 'sessionCount', align: 'right' },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      fixed: 'right',
      width: 56,
      render: (_, cohort) => (
        <RowActions
          name={cohort.title}
          actions={[
            { key: 'open', label: 'Members and sessions', onClick: () => setOpenId(cohort.id) },
            { key: 'edit', label: 'Edit', onClick: () => setEditing(cohort) },
            { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(cohort) },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      {openId !== null ? (
        <CohortDetail cohortId={openId} onBack={() => setOpenId(null)} onEdit={setEditing} onDelete={confirmDelete} />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                Cohorts
              </Typography.Title>
              <Typography.Text type="secondary">
                {what === 'course'
                  ? 'Runs of the course with their own dates and live sessions. Learners join one from the course page; drip modules open counting from its start.'
                  : "Runs of the path with their own dates and live sessions. Learners join one from the path's page; drip modules of every course of the path open counting from its start."}{' '}
                Times are yours ({yours}).
              </Typography.Text>
            </div>
            <Button type="primary" onClick={() => setEditing('new')}>
              New cohort
            </Button>
          </Flex>
          {cohorts.isError ? (
            <LoadFailedAlert query={cohorts} fallback="The cohorts could not be loaded. Please try again." title="Error loading cohorts" />
          ) : (
            <Table<AdminCohortDto>
              caption={<span style={srOnly}>Cohorts</span>}
              rowKey="id"
              columns={columns}
              dataSource={cohorts.data}
              loading={cohorts.isFetching}
              locale={{ emptyText: `No cohorts yet: learners take the ${what} at their own pace.` }}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: true }}
            />
          )}
        </>
      )}
      {editing ? (
        <CohortDialog
          key={editing === 'new' ? 'new' : editing.id}
          home={home}
          cohort={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
