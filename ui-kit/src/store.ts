import { configureStore } from '@reduxjs/toolkit';
import { api, type ServerApiAccess } from '@academy/api';

/**
 * A store holding the api slice: the shell's one store, a remote's when it runs alone in
 * development, a fresh one per rendering test, and one per page rendered on the server, whose
 * `serverApi` answers the API's requests without leaving the process.
 */
export function createAcademyStore(options: { serverApi?: ServerApiAccess } = {}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: options.serverApi } }).concat(api.middleware),
  });
}

export type AcademyStore = ReturnType<typeof createAcademyStore>;
