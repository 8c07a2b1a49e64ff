// Standalone development entry (npm run dev -w admin-app). The shell does not use it.
import('./bootstrap').catch((error: unknown) => console.error('admin-app failed to start', error));
