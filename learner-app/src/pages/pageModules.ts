// The lazily loaded pages, as functions that start loading their code: routes.tsx renders them with
// React.lazy, and preload.ts calls them ahead of time. The bundler loads each chunk once.
export const loadAuthPage = () => import('./auth/AuthPage');
export const loadDashboardPage = () => import('./dashboard/DashboardPage');
export const loadCourseListPage = () => import('./courses/CourseListPage');
export const loadCourseDetailPage = () => import('./courses/CourseDetailPage');
export const loadDownloadsPage = () => import('./downloads/DownloadsPage');
export const loadLearnPage = () => import('./learn/LearnPage');
export const loadLessonPage = () => import('./lesson/LessonPage');
export const loadLessonPreviewPage = () => import('./preview/LessonPreviewPage');
export const loadCertificatePage = () => import('./certificate/CertificatePage');
export const loadMyCertificatesPage = () => import('./certificate/MyCertificatesPage');
export const loadCheckoutPage = () => import('./checkout/CheckoutPage');
export const loadPathCheckoutPage = () => import('./checkout/PathCheckoutPage');
export const loadAccountPage = () => import('./account/AccountPage');
export const loadMyCreditsPage = () => import('./credits/MyCreditsPage');
export const loadTeamsPage = () => import('./teams/TeamsPage');
export const loadTeamPage = () => import('./teams/TeamPage');
export const loadTeamInvitePage = () => import('./teams/TeamInvitePage');
export const loadPathPage = () => import('./paths/PathPage');
