import { academyApi } from './academyApi.gen.js';

export * from './academyApi.gen.js';
export { errorMessage, type ApiError } from './baseApi.js';
export * from './session.js';
export { showToast, type Toast, type ToastVariant } from './toast.js';

/** The product's api slice with cache tags; shell, learner-app and admin-app all use this one. */
export const api = academyApi.enhanceEndpoints({
  endpoints: {
    // A 401 on the current-user call means "signed out", not an error worth retrying.
    currentUser: { providesTags: ['auth'] },
    login: { invalidatesTags: ['auth'] },
    register: { invalidatesTags: ['auth'] },
    // Enrolling or completing a lesson changes the catalogue entries (isEnrolled, progress) as well.
    enrollInCourse: { invalidatesTags: ['learning', 'catalog'] },
    completeLesson: { invalidatesTags: ['learning', 'catalog'] },
    // A confirmed payment enrols the learner.
    confirmPayment: { invalidatesTags: ['learning', 'catalog', 'admin'] },
    // Course, module and lesson changes show in the catalogue and in the admin reports.
    ...Object.fromEntries(
      [
        'createCourse',
        'updateCourse',
        'deleteCourse',
        'setCourseSpecificAccess',
        'createModule',
        'updateModule',
        'deleteModule',
        'reorderModules',
        'createModuleLesson',
        'reorderLessons',
        'createLesson',
        'updateLesson',
        'deleteLesson',
      ].map((name) => [name, { invalidatesTags: ['catalog', 'admin', 'learning'] }]),
    ),
    // A grant enrols an existing learner at once.
    grantAccess: { invalidatesTags: ['admin', 'catalog', 'learning'] },
  },
});
