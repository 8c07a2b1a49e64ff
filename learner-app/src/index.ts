// Standalone development entry (npm run dev -w learner-app). The shell does not use it.
import('./bootstrap').catch((error: unknown) => console.error('learner-app failed to start', error));
