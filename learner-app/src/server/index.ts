// What the shell's server renderer takes from this app: its route table (the same module the browser
// loads as `learner/routes`) and a visitor's page's <head>.
export { routes as learnerRoutes } from '../routes';
export { publicPageHead, type PageHead } from './pageHead';
