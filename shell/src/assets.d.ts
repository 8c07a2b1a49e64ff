// Stylesheets are handled by rspack (module.rules type 'css/auto').
declare module '*.css';
// Images are emitted as files (module.rules type 'asset/resource'); the import is their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
