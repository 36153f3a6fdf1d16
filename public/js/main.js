import { Alerts } from "./alerts.js";
import { AuthError, LiveSocket, Session } from "./api.js";
import { ConversationView } from "./conversation.js";
import { fill, h } from "./dom.js";
import { Inbox } from "./inbox.js";
import { knowsOperator, setLabels } from "./labels.js";
import { Orders } from "./orders.js";
import { SettingsView } from "./settings.js";
import { TeamView } from "./team.js";

// The operator console: log in with your operator token (the owner's, or the one the owner gave
// you: it says who you are), then three sections — the chats (inbox, conversation, details), the
// orders and the shop's settings with its team — chosen by the URL hash, so the phone's back
// button walks back through them. On a phone one pane shows at a time (the stylesheet reads
// #app[data-view]). The token stays in this tab only (sessionStorage); the business is
// remembered for next time.

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
  $("login-token").value = ""; // a refused or revoked token is not offered again
  const saved = JSON.parse(localStorage.getItem("tendero.login") ?? "{}");
  $("login-workspace").value ||= saved.workspace ?? "demo";
  $("login-token").focus();
}

async function login(e) {
  e.preventDefault();
  const form = { workspace: $("login-workspace").value.trim(), token: $("login-token").value.trim() };
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
  localStorage.setItem("tendero.login", JSON.stringify({ workspace: form.workspace }));
  sessionStorage.setItem("tendero.token", form.token);
  start(session);
}

/** The hash as a place in the console: #/ · #/c/<conversation>[/detalle] · #/pedidos · #/ajustes. */
function route() {
  const hash = location.hash;
  const chat = /^#\/c\/([^/]+)(\/detalle)?$/.exec(hash);
  if (chat) return { view: chat[2] ? "details" : "conversation", conversation: decodeURIComponent(chat[1]) };
  if (hash === "#/pedidos") return { view: "orders" };
  if (hash === "#/ajustes") return { view: "settings" };
  return { view: "inbox" };
}

const chatHash = (name) => `#/c/${encodeURIComponent(name)}`;

let running = null;

function start(session) {
  running?.stop();
  $("login").hidden = true;
  $("app").hidden = false;
  const showWho = () => fill($("who"), session.me?.name ?? "", session.me ? " · " : "", session.workspace);
  showWho();
  const alerts = new Alerts();
  const refused = (message) => {
    sessionStorage.removeItem("tendero.token");
    stop();
    showLogin(message);
  };

  const conversation = new ConversationView({
    root: $("conversation"),
    details: $("details-body"),
    session,
    toast,
    onBack: () => (location.hash = "#/"),
    onDetails: () => conversation.name && (location.hash = `${chatHash(conversation.name)}/detalle`),
    learn: (...ids) => learn(...ids),
  });
  const inbox = new Inbox({ list: $("inbox-list"), badge: $("inbox-badge"), filter: $("inbox-filter"), alerts, onOpen: (name) => (location.hash = chatHash(name)) });
  const orders = new Orders({ root: $("orders"), badge: $("orders-badge"), session, toast, alerts, onOpenConversation: (name) => (location.hash = chatHash(name)) }).start();
  const settingsView = new SettingsView({ root: $("settings-shop"), session, toast });
  // The team: names for operator ids everywhere, and the owner's page to add and revoke people.
  const team = new TeamView({
    root: $("settings-team"),
    session,
    toast,
    onChange: () => {
      showWho();
      inbox.render();
      orders.render();
      if (conversation.snap) conversation.render();
    },
  });
  /** An id nobody here knows yet (someone just added): the team is read again. */
  const learn = (...ids) => ids.some((id) => !knowsOperator(id)) && void team.load().catch((err) => err instanceof AuthError && refused(err.message));
  $("details-back").onclick = () => conversation.name && (location.hash = chatHash(conversation.name));

  // Labels for states and statuses; until they arrive, codes show as they are.
  session
    .request("GET", "/meta")
    .then((res) => {
      if (!res.ok) return;
      setLabels(res.json);
      inbox.render();
      orders.render();
      if (conversation.snap) conversation.render();
    })
    .catch((err) => err instanceof AuthError && refused(err.message));

  const show = () => {
    const r = route();
    $("app").dataset.view = r.view;
    for (const tab of document.querySelectorAll(".tab")) tab.classList.toggle("on", tab.dataset.tab === (r.conversation ? "inbox" : r.view));
    if (r.conversation) {
      inbox.select(r.conversation);
      conversation.open(r.conversation, inbox.get(r.conversation)?.customerName ?? null);
    }
    if (r.view === "orders") orders.show();
    else orders.hide();
    if (r.view === "settings") {
      void settingsView.show();
      void team.show();
    } else team.hide();
  };
  window.addEventListener("hashchange", show);

  const hub = new LiveSocket({
    session,
    path: "/socket",
    onFrame: (f) => {
      if (f.type === "inbox") {
        inbox.reset(f.conversations);
        learn(...f.conversations.map((c) => c.operatorId));
      } else if (f.type === "conversation_updated" || f.type === "handoff_requested" || f.type === "handoff_resolved" || f.type === "handoff_escalated") {
        inbox.update(f.conversation, f.type);
        learn(f.conversation.operatorId, f.conversation.handoff?.operatorId);
        const who = f.conversation.customerName ?? "+" + f.conversation.contact;
        if (f.type === "handoff_requested") toast(`${who} pide hablar con una persona`, "alert");
        if (f.type === "handoff_escalated") toast(`⏰ ${who} espera hace rato y nadie tomó el pedido de ayuda`, "alert");
      } else if (f.type === "order") {
        orders.upsert(f.order);
        learn(...f.order.history.map((c) => c.operatorId));
      }
    },
    onStatus: (status, detail) => {
      const el = $("hub-status");
      el.className = `conn conn-${status}`;
      fill(el, { connecting: "Conectando…", open: "En vivo", closed: "Reconectando…" }[status] ?? detail ?? status);
      if (status === "open") {
        showWho();
        void orders.load(); // catch up on what changed while disconnected
        void team.load(true).catch((err) => err instanceof AuthError && refused(err.message));
      }
      if (status === "unauthorized") refused(detail);
    },
  }).start();

  const notify = $("notify-toggle");
  notify.hidden = !Alerts.canAsk();
  notify.onclick = async () => {
    const answer = await Alerts.ask();
    notify.hidden = true;
    toast(answer === "granted" ? "Listo: vas a recibir avisos de pedidos nuevos y de clientes que piden una persona." : "Sin permiso para avisos: los vas a ver solo con la consola abierta.");
  };

  // Relative times ("hace 3 min") move on by themselves.
  const ticker = setInterval(() => {
    inbox.render();
    orders.render();
  }, 30_000);

  const stop = () => {
    hub.stop();
    orders.stop();
    conversation.socket?.stop();
    clearInterval(ticker);
    window.removeEventListener("hashchange", show);
  };
  running = { stop };
  show();
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
if (token && saved.workspace) start(new Session({ workspace: saved.workspace, token }));
else showLogin();
