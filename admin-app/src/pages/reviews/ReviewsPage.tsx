import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Layout, Select, Tag, Typography } from 'antd';
import { CardList } from '../../components/CardList';
import { useListCoursesQuery } from '@academy/api';
import { useHideReviewMutation, useListAdminReviewsQuery, useUnhideReviewMutation, type AdminReviewDto } from '@academy/api/admin';
import { formatDate, showToast, useDocumentTitle } from '@academy/ui';
import { toastError } from '../../lib/api';
import { ReviewSettingsCard } from './ReviewSettingsCard';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { HideWithReasonDialog } from '../../components/HideWithReasonDialog';

const pageStyle = { width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

type Status = 'all' | 'visible' | 'hidden';
const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'all', label: 'All reviews' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

function HideReviewDialog({ review, onClose }: { review: AdminReviewDto; onClose: () => void }) {
  const [hide, { isLoading }] = useHideReviewMutation();
  return (
    <HideWithReasonDialog
      what="review"
      consequence={
        <>
          {review.authorName}’s review of {review.courseTitle} leaves the course page and the course rating. Its author sees it hidden, with
          your reason.
        </>
      }
      hide={async (reason) => {
        await hide({ id: review.id, hideReviewDto: { reason } }).unwrap();
        void showToast({ title: 'Review hidden' });
      }}
      loading={isLoading}
      onClose={onClose}
    />
  );
}

function ReviewCard({ review, onHide }: { review: AdminReviewDto; onHide: (review: AdminReviewDto) => void }) {
  const [unhide, { isLoading }] = useUnhideReviewMutation();
  const show = async () => {
    try {
      await unhide({ id: review.id }).unwrap();
      void showToast({ title: 'Review shown again' });
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {review.courseTitle}
          </Typography.Text>
          {review.hiddenAt ? <Tag color="red">Hidden</Tag> : <Tag color="green">Visible</Tag>}
        </Flex>
        <Typography.Text>
          {review.rating} out of 5 · {review.authorName} ·{' '}
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {review.authorEmail}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatDate(review.createdAt)}
          {review.editedAt ? ` · edited ${formatDate(review.editedAt)}` : ''} · {review.helpfulCount} found it helpful
        </Typography.Text>
        {review.body ? (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">No text: a rating only.</Typography.Text>
        )}
        {review.hiddenAt ? (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            Hidden {formatDate(review.hiddenAt)}: {review.hiddenReason}
          </Typography.Text>
        ) : null}
        <Flex wrap gap={8}>
          {review.hiddenAt ? (
            <Button
              onClick={() => void show()}
              loading={isLoading}
              aria-label={`Unhide ${review.authorName}’s review of ${review.courseTitle}`}
            >
              Unhide
            </Button>
          ) : (
            <Button danger onClick={() => onHide(review)} aria-label={`Hide ${review.authorName}’s review of ${review.courseTitle}`}>
              Hide
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** /admin/reviews: the academy's review setting, and every review to moderate, filtered by course and status. */
export function ReviewsPage() {
  useDocumentTitle('Reviews · Admin');
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReviewDto | null>(null);
  const courses = useListCoursesQuery();
  const reviews = useListAdminReviewsQuery({
    page,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
    courseId,
    hidden: status === 'all' ? undefined : status === 'hidden' ? 'true' : 'false',
  });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin">Back to Admin</Link>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              Reviews
            </Typography.Title>
            <Typography.Text type="secondary">
              What learners say about the courses. Hide a review that breaks the rules, with a reason.
            </Typography.Text>
          </div>
          <ReviewSettingsCard />
          <Card>
            <Flex vertical gap={16}>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                Moderation
              </Typography.Title>
              <Flex wrap gap={12}>
                <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <label htmlFor="reviews-course-filter">Course</label>
                  <Select<number | 'all'>
                    id="reviews-course-filter"
                    value={courseId ?? 'all'}
                    onChange={(value) => {
                      setCourseId(value === 'all' ? undefined : value);
                      setPage(1);
                    }}
                    options={[
                      { value: 'all' as const, label: 'All courses' },
                      ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
                    ]}
                    loading={courses.isLoading}
                    style={{ width: '100%' }}
                  />
                </Flex>
                <Flex vertical gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
                  <label htmlFor="reviews-status-filter">Status</label>
                  <Select<Status>
                    id="reviews-status-filter"
                    value={status}
                    onChange={(value) => {
                      setStatus(value);
                      setPage(1);
                    }}
                    options={STATUS_OPTIONS}
                    style={{ width: '100%' }}
                  />
                </Flex>
              </Flex>
              {reviews.isError ? (
                <LoadFailedAlert
                  query={reviews}
                  fallback="The reviews could not be loaded. Please try again."
                  title="Error loading reviews"
                />
              ) : (
                <CardList
                  rows={reviews.data?.items ?? []}
                  rowKey={(review) => review.id}
                  loading={reviews.isFetching}
                  emptyText="No reviews match."
                  renderCard={(review) => <ReviewCard review={review} onHide={setHiding} />}
                  pagination={
                    (reviews.data?.total ?? 0) > ADMIN_REVIEWS_PAGE_SIZE
                      ? {
                          current: page,
                          pageSize: ADMIN_REVIEWS_PAGE_SIZE,
                          total: reviews.data?.total ?? 0,
                          onChange: setPage,
                          showSizeChanger: false,
                          simple: true,
                        }
                      : undefined
                  }
                />
              )}
            </Flex>
          </Card>
        </Flex>
        {hiding ? <HideReviewDialog key={hiding.id} review={hiding} onClose={() => setHiding(null)} /> : null}
      </Layout.Content>
    </Layout>
  );
}
