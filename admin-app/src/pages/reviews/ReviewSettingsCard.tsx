import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useGetAcademySettingsQuery, useUpdateAcademySettingsMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

function ThresholdForm({ initial }: { initial: number }) {
  const [update, { isLoading: saving }] = useUpdateAcademySettingsMutation();
  const [value, setValue] = useState<number | null>(initial);
  const invalid = value === null || !Number.isInteger(value) || value < 0 || value > 100;

  const save = async () => {
    if (invalid) return;
    try {
      await update({ updateAcademySettingsDto: { reviewMinProgress: value } }).unwrap();
      void showToast({ title: 'Settings saved' });
    } catch (failure) {
      toastError(failure);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={12} align="flex-end">
        <Flex vertical gap={4}>
          <label htmlFor="review-min-progress">Share of the course to complete (%)</label>
          <InputNumber
            id="review-min-progress"
            min={0}
            max={100}
            precision={0}
            value={value}
            onChange={(next) => setValue(typeof next === 'number' ? next : null)}
            status={invalid ? 'error' : undefined}
            aria-describedby={invalid ? 'review-min-progress-error' : undefined}
          />
        </Flex>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={invalid}>
          Save
        </Button>
      </Flex>
      {invalid ? (
        <Typography.Text id="review-min-progress-error" type="danger">
          Enter a whole percent from 0 to 100.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The academy setting for reviews: the share of a course (0–100%) a learner completes before reviewing it. */
export function ReviewSettingsCard() {
  const { data, isError, error, refetch } = useGetAcademySettingsQuery();
  return (
    <Card>
      <Flex vertical gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Review settings
          </Typography.Title>
          <Typography.Text type="secondary">
            Learners rate a course once they have completed this share of its lessons. Reviews already written stay.
          </Typography.Text>
        </div>
        {isError ? (
          <LoadFailedAlert
            query={{ error, refetch }}
            fallback="The settings could not be loaded. Please try again."
            title="Error loading settings"
          />
        ) : data ? (
          <ThresholdForm key={data.reviewMinProgress} initial={data.reviewMinProgress} />
        ) : null}
      </Flex>
    </Card>
  );
}
