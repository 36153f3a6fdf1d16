// The console's service worker: only what an installed app needs to show notifications (Android
// shows them only through a service worker) and to open the console when one is tapped. It
// caches nothing: the console always talks to the live server.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      await open.focus();
      if ("navigate" in open) await open.navigate(target);
    })(),
  );
});
