// Stylesheets are handled by rspack (module.rules type 'css/auto').
declare module '*.css';
