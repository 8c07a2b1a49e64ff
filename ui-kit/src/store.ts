import { configureStore } from '@reduxjs/toolkit';
import { api } from '@academy/api';

/**
 * A store holding the api slice: the shell's one store, a remote's when it runs alone in
 * development, and a fresh one per rendering test.
 */
export function createAcademyStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AcademyStore = ReturnType<typeof createAcademyStore>;
