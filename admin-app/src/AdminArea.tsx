import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { App as AntApp, ConfigProvider, Skeleton } from 'antd';
import { AdminDashboard } from './pages/AdminDashboard';
import { CandidatePoolsPage } from './pages/candidate-pools/CandidatePoolsPage';
import { CourseManagePage } from './pages/course-manage/CourseManagePage';
import { CreditSettingsPage } from './pages/credits/CreditSettingsPage';
import { DiscussionReportsPage } from './pages/discussions/DiscussionReportsPage';
import { CourseStructurePage } from './pages/course-structure/CourseStructurePage';
import { IntegrationsPage } from './pages/integrations/IntegrationsPage';
import { PathEditorPage } from './pages/paths/PathEditorPage';
import { PathsPage } from './pages/paths/PathsPage';
import { ReviewsPage } from './pages/reviews/ReviewsPage';
import { useSignInToSaveWhenSessionEnds } from './lib/api';
import { useAdminTheme } from './theme';
import './admin.css';

// Lazy: draft-js (the rich-text editor) loads only on the lesson editor route.
const LessonEditorPage = lazy(() => import('./pages/lesson-editor/LessonEditorPage'));

/** The admin screens (Ant Design), relative to `/admin`. Loaded only once the guard has let an admin in. */
export default function AdminArea({ NotFound }: { NotFound: ComponentType }) {
  useSignInToSaveWhenSessionEnds();
  const theme = useAdminTheme();
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <Routes>
          <Route index element={<AdminDashboard />} />
          <Route path="integrations" element={<IntegrationsPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="discussions" element={<DiscussionReportsPage />} />
          <Route path="candidate-pools" element={<CandidatePoolsPage />} />
          <Route path="paths" element={<PathsPage />} />
          <Route path="paths/:id" element={<PathEditorPage />} />
          <Route path="credits" element={<CreditSettingsPage />} />
          <Route path="courses/:id" element={<CourseStructurePage />} />
          <Route path="courses/:id/manage" element={<CourseManagePage />} />
          <Route
            path="courses/:courseId/lessons/:lessonId"
            element={
              <Suspense fallback={<Skeleton active style={{ maxWidth: 900, margin: '32px auto', padding: '0 24px' }} />}>
                <LessonEditorPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AntApp>
    </ConfigProvider>
  );
}
