// Vite's "?raw" imports (the Node test project reads the demo seed this way).
declare module "*?raw" {
  const content: string;
  export default content;
}
