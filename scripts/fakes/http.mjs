// Small pieces the local fakes share: JSON responses, request bodies, and a seeded random
// generator so injected faults are reproducible run to run.

export function send(res, status, json, headers = {}) {
  const text = JSON.stringify(json);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

/** Listens on loopback and returns the fake's address and a close that drops open connections. */
export async function listen(server, port, host, beforeClose = () => {}) {
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: address.port,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        beforeClose();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
