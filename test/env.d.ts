declare namespace Cloudflare {
  // Types `exports` from "cloudflare:workers" as this Worker's main module.
  interface GlobalProps {
    mainModule: typeof import("../src/index");
  }
}
