/** Images imported by the UI: Vite emits them as hashed files and the import is their URL. */
declare module '*.webp' {
  const url: string;
  export default url;
}
