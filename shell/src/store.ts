import { createAcademyStore } from '@academy/ui';

/** The one store of the academy; the remotes render inside its <Provider>. */
export const store = createAcademyStore();

export type AppDispatch = typeof store.dispatch;
