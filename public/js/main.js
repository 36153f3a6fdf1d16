import { AuthError, LiveSocket, Session } from "./api.js";
import { ConversationView } from "./conversation.js";
import { fill, h } from "./dom.js";
import { Inbox } from "./inbox.js";

// The operator console: log in with the workspace's operator token, then the inbox (hub socket)
// on the left and one conversation (its own socket) on the right. The token stays in this tab
// only (sessionStorage); workspace and name are remembered for next time.

const $ = (id) => document.getElementById(id);

function toast(text, kind = "info") {
  const el = h("div", { class: `toast toast-${kind}`, role: kind === "error" ? "alert" : "status" }, text);
  $("toasts").append(el);
  setTimeout(() => el.remove(), kind === "error" ? 7000 : 4000);
}

function showLogin(message) {
  $("app").hidden = true;
  $("login").hidden = false;
  fill($("login-error"), message ?? "");
  const saved = JSON.parse(localStorage.getItem("tendero.login") ?? "{}");
  $("login-workspace").value ||= saved.workspace ?? "demo";
  $("login-operator").value ||= saved.operator ?? "";
  (saved.operator ? $("login-token") : $("login-operator")).focus();
}

async function login(e) {
  e.preventDefault();
  const form = {
    workspace: $("login-workspace").value.trim(),
    operator: $("login-operator").value.trim() || "operador",
    token: $("login-token").value.trim(),
  };
  const session = new Session(form);
  const button = $("login-submit");
  button.disabled = true;
  try {
    await session.ticket(); // proves the token before showing anything
  } catch (err) {
    fill($("login-error"), err instanceof AuthError ? err.message : "No se pudo conectar con el servidor.");
    return;
  } finally {
    button.disabled = false;
  }
  localStorage.setItem("tendero.login", JSON.stringify({ workspace: form.workspace, operator: form.operator }));
  sessionStorage.setItem("tendero.token", form.token);
  start(session);
}

let running = null;

function start(session) {
  running?.stop();
  $("login").hidden = true;
  $("app").hidden = false;
  fill($("who"), session.operator, " · ", session.workspace);

  const conversation = new ConversationView({ root: $("conversation"), details: $("details"), session, toast });
  const inbox = new Inbox({
    list: $("inbox-list"),
    badge: $("inbox-badge"),
    filter: $("inbox-filter"),
    onOpen: (name) => {
      location.hash = `#/c/${encodeURIComponent(name)}`;
    },
  });

  const openFromHash = () => {
    const m = /^#\/c\/(.+)$/.exec(location.hash);
    if (!m) return;
    const name = decodeURIComponent(m[1]);
    inbox.select(name);
    conversation.open(name);
  };
  window.addEventListener("hashchange", openFromHash);

  const hub = new LiveSocket({
    session,
    path: "/socket",
    onFrame: (f) => {
      if (f.type === "inbox") inbox.reset(f.conversations);
      else if (f.type === "conversation_updated" || f.type === "handoff_requested" || f.type === "handoff_resolved") {
        inbox.update(f.conversation, f.type);
        if (f.type === "handoff_requested") toast(`${f.conversation.customerName ?? "+" + f.conversation.contact} pide hablar con una persona`, "alert");
      }
    },
    onStatus: (status, detail) => {
      const el = $("hub-status");
      el.className = `conn conn-${status}`;
      fill(el, { connecting: "Conectando…", open: "En vivo", closed: "Reconectando…" }[status] ?? detail ?? status);
      if (status === "unauthorized") {
        sessionStorage.removeItem("tendero.token");
        stop();
        showLogin(detail);
      }
    },
  }).start();

  // Relative times ("hace 3 min") move on by themselves.
  const ticker = setInterval(() => inbox.render(), 30_000);

  const stop = () => {
    hub.stop();
    conversation.socket?.stop();
    clearInterval(ticker);
    window.removeEventListener("hashchange", openFromHash);
  };
  running = { stop };
  openFromHash();
}

$("login-form").addEventListener("submit", login);
$("logout").addEventListener("click", () => {
  sessionStorage.removeItem("tendero.token");
  running?.stop();
  running = null;
  location.hash = "";
  showLogin();
});

const saved = JSON.parse(localStorage.getItem("tendero.login") ?? "{}");
const token = sessionStorage.getItem("tendero.token");
if (token && saved.workspace) start(new Session({ workspace: saved.workspace, operator: saved.operator || "operador", token }));
else showLogin();
