// Vite's "?raw" imports: a file's text, bundled into the test Worker.
declare module "*?raw" {
  const text: string;
  export default text;
}
