// Stylesheets imported by pages are bundled by esbuild into the studio stylesheet.
declare module '*.css';
