/**
 * The api slice adminApi.gen.ts injects into, imported by the package's own name: in the browser
 * '@academy/api' is a Module Federation singleton, so the admin remote's endpoints join the slice the
 * shell's store holds. A relative import would bundle a second slice into the remote.
 */
export { api } from '@academy/api';
