// Getting a busy person's attention: a short beep, the tab title flashing until they look, and a
// system notification when the console is not in front of them (if they allowed it). Used for a
// new handoff and a new order.

export class Alerts {
  constructor() {
    this.baseTitle = document.title;
    this.timer = null;
    this.audio = null;
    this.registration = null;
    // Browsers only allow sound after a user gesture; the login click is one.
    document.addEventListener("pointerdown", () => this.unlock(), { once: true });
    document.addEventListener("keydown", () => this.unlock(), { once: true });
    document.addEventListener("visibilitychange", () => !document.hidden && this.stopFlash());
    window.addEventListener("focus", () => this.stopFlash());
    // Android shows notifications only through a service worker (public/sw.js caches nothing).
    navigator.serviceWorker
      ?.register("/sw.js")
      .then((r) => (this.registration = r))
      .catch(() => {});
  }

  unlock() {
    try {
      this.audio ??= new AudioContext();
    } catch {
      // no audio on this machine: the title flash still works
    }
  }

  /** Whether the browser could show notifications and has not been asked yet. */
  static canAsk() {
    return "Notification" in window && Notification.permission === "default";
  }

  static async ask() {
    if (!("Notification" in window)) return "denied";
    return Notification.requestPermission();
  }

  /** Beep, flash the title with `text`, and notify if the page is not being looked at. */
  raise(text, { body = "", url = "/", tag } = {}) {
    this.beep();
    clearInterval(this.timer);
    let on = true;
    document.title = text;
    this.timer = setInterval(() => {
      on = !on;
      document.title = on ? text : this.baseTitle;
    }, 1000);
    // Looking at the page right now: a few flashes are enough.
    if (document.hasFocus()) setTimeout(() => this.stopFlash(), 6000);
    else this.notify(text, body, url, tag);
  }

  notify(title, body, url, tag) {
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    const options = { body, tag, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", data: { url } };
    if (this.registration) {
      this.registration.showNotification(title, options).catch(() => {});
      return;
    }
    try {
      const n = new Notification(title, options);
      n.onclick = () => {
        window.focus();
        location.assign(url);
        n.close();
      };
    } catch {
      // this browser only notifies through a service worker, and none is registered
    }
  }

  stopFlash() {
    clearInterval(this.timer);
    this.timer = null;
    document.title = this.baseTitle;
  }

  beep() {
    const ctx = this.audio;
    if (!ctx || ctx.state === "closed") return;
    const now = ctx.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.16);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + i * 0.18);
      osc.stop(now + i * 0.18 + 0.17);
    }
  }
}
