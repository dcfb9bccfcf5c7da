/** Replaced at build time with the app's build label (DefinePlugin). */
declare const __BUILD_ID__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
