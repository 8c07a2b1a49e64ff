// What the shell's server renderer takes from this app: the routes it renders (the same module the
// browser loads as `learner/routes`), the queries of a visitor's page, and that page's <head>.
export { default as LearnerRoutes } from '../routes';
export { prefetchVisitorPage } from '../preload';
export { publicPageHead, type PageHead } from './pageHead';
