import { configureStore } from '@reduxjs/toolkit';
import { api } from '@academy/api';

/** The one store of the academy; the remotes render inside its <Provider>. */
export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
