// Vite's "?raw" imports (the Node test project reads the demo seed this way).
declare module "*?raw" {
  const content: string;
  export default content;
}

// Vite's import.meta.glob, as the structure test uses it (files as text, loaded eagerly).
interface ImportMeta {
  glob(pattern: string, options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
}
