import type { InboundContent, OutboundMessage } from "../lib/messages";
import type { SearchResult } from "../lib/product-match";
import { cartTotals, type CartTotals } from "./cart-math";
import { CatalogReads } from "./catalog-reads";
import type { AgentDefinition } from "./definition";
import { conditionHolds, type KindContract } from "./contract";
import { canTransition, transition } from "./fsm";
import type { AgentPorts, Product } from "./ports";
import type { Session } from "./session";
import type { HandoffRequest, ToolContext, ToolOutcome } from "./tools";

/** One customer message as the agent receives it. */
export interface TurnMessage {
  id: string;
  at: number;
  content: InboundContent;
}

/**
 * The working state of one turn: a draft session, the tool gate, the replies so far. Whoever
 * drives the turn (a kind's rules or the model) acts only through `call` and `moveTo`, so the
 * definition is enforced here.
 */
export class TurnEngine {
  readonly replies: OutboundMessage[] = [];
  readonly outcomes: ToolOutcome[] = [];
  readonly intents: string[] = [];
  readonly ctx: ToolContext;
  /** What this turn reads of the catalog (shared with its forks). */
  readonly catalog: CatalogReads;

  readonly def: AgentDefinition;

  constructor(
    readonly kind: KindContract,
    readonly session: Session,
    readonly ports: AgentPorts,
    contact: string,
    turnKey: string,
    reads?: CatalogReads,
  ) {
    const def = kind.definition;
    this.def = def;
    const catalog = (this.catalog = reads ?? new CatalogReads(ports.catalog));
    this.ctx = {
      def,
      session,
      ports,
      contact,
      turnKey,
      customerSaidYes: false,
      catalog,
      handoff: null,
      changed: new Set(),
    };
  }

  /**
   * A fresh engine over a copy of this one's session (replies and outcomes empty), sharing the
   * catalog reads: one turn can try the rules on a copy and keep or drop the result.
   */
  fork(ports: AgentPorts = this.ports): TurnEngine {
    return new TurnEngine(this.kind, structuredClone(this.session), ports, this.ctx.contact, this.ctx.turnKey, this.catalog);
  }

  get state(): string {
    return this.session.state;
  }

  now(): number {
    return this.ports.clock.now();
  }

  /** Products by id, read once per turn. */
  products(ids: readonly string[]): Promise<Product[]> {
    return this.catalog.products(ids);
  }

  /** The catalog search, once per words per turn. */
  search(query: string, limit?: number): Promise<SearchResult<Product>> {
    return this.catalog.search(query, limit);
  }

  /** The cart's products as the catalog has them now (for replies that name the lines). */
  cartProducts(): Promise<Product[]> {
    return this.products(this.session.cart.map((l) => l.productId));
  }

  /** The cart's totals from the catalog's current prices (never remembered ones). */
  async cartTotals(): Promise<CartTotals> {
    const { cart, fulfilment } = this.session;
    return cartTotals(cart, await this.products(cart.map((l) => l.productId)), this.ports.profile, fulfilment);
  }

  say(message: OutboundMessage): void {
    this.replies.push(message);
  }

  intent(name: string): void {
    if (!this.intents.includes(name)) this.intents.push(name);
  }

  moveTo(state: string): void {
    transition(this.def, this.session, state, this.now(), (c) => conditionHolds(this.kind, c, this.session, this.now()));
  }

  /**
   * Moves only when the definition allows it now (an edge from here, the target's conditions
   * met); returns whether the session is in `state` afterwards. For moves that follow a tool the
   * model ran, where staying put is the right answer to a move the sale does not allow yet.
   */
  moveIfAllowed(state: string): boolean {
    if (this.session.state === state) return true;
    if (!this.def.states[state] || !canTransition(this.def, this.session.state, state)) return false;
    if (!(this.def.states[state].requires ?? []).every((c) => conditionHolds(this.kind, c, this.session, this.now()))) return false;
    this.moveTo(state);
    return true;
  }

  /** Moves along a path, skipping hops already taken: ["COLLECTING_ORDER", "NEEDS_DETAILS"]. */
  moveVia(path: string[]): void {
    const start = path.indexOf(this.session.state);
    for (const s of path.slice(start + 1)) this.moveTo(s);
  }

  /**
   * Runs a tool through the gate. Consecutive errors are counted across turns; reaching the
   * definition's limit requests a handoff.
   */
  async call(name: string, input: unknown = {}): Promise<ToolOutcome> {
    const outcome = await this.kind.tools.execute(this.ctx, name, input);
    this.outcomes.push(outcome);
    if (outcome.ok) {
      this.session.consecutiveToolErrors = 0;
    } else {
      this.session.consecutiveToolErrors += 1;
      if (this.session.consecutiveToolErrors >= this.def.handoff.consecutiveToolErrors && !this.ctx.handoff) {
        this.requestHandoff({ trigger: "tool_errors", reason: `${this.session.consecutiveToolErrors} errores seguidos de herramientas (último: ${outcome.error})` });
      }
    }
    return outcome;
  }

  requestHandoff(request: HandoffRequest): void {
    if (!this.ctx.handoff) this.ctx.handoff = request;
  }

  get handoff(): HandoffRequest | null {
    return this.ctx.handoff;
  }
}
