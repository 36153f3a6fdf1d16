import type { TurnEngine, TurnMessage } from "../../engine";
import { lastTap } from "../../inbound";
import type { RulesOutcome } from "../../kind";
import { certain } from "./outcome";
import { answerMedia, readInbound } from "../../media";
import { langOf, sentence, word } from "../../language";
import { hello, offeredOptions, text } from "../../replies";
import { FOREIGN_PAYMENT, typedOption } from "../../understand/options";
import { understand } from "../../understand";
import type { FieldName, Understanding } from "../../understand/types";
import { packsData, updatePacksData } from "./data";
import { declinedDetailsAnswer } from "./declined-details";
import { parsePack, pricedPack, pricedPacks, wantedBesidePrice } from "./parse-pack";
import { followsPrice, productInfo } from "./price-answers";
import { answerInfo, deliveryPlaces } from "./answer-info";
import { readInsistedYes, readYesBesideQuestion, withArrivalAsked } from "./yes-with-question";
import { questionParts, withQuestionsOf } from "./burst-questions";
import { asksInstalments, readPaymentTiming } from "./payment-questions";
import { withClearCity, withNameNotCity } from "./clear-city";
import { nameBesideYes, nameSaidAlone } from "./name-with-yes";
import { withoutComplaint } from "./complaint-words";
import { afterDataComplete, detailsBegun, genericOne, packSaidBefore, pricedPackWanted, readDetailsAhead, rememberPack, takeWantedPack, withCityPart } from "./ahead";
import { openAnswer, productAnswers, withDeliveryPlace } from "./questions";

import { askNextDetail, collectDetails, detailNotUnderstood, detailsContext } from "../../subflows/details";
import { apologise, checkEscalation } from "../../subflows/escalation";
import { packsDetails } from "./details";
import { withStreetAndCityApart } from "./street-city";
import { correctedDetail, dropPackAsAddress, withCorrection, joinNameParts, withJoinedName, withCrossStreets, withNamesCapitalised, withNameListed, withNameSaid, withNameSplit, withSurnameAfterName } from "./details-read";
import { withShopCity } from "./shop-city";
import { offered, summarised } from "./promos-summary";
import { withAddressAddOn } from "../../understand/address-addon";
import { fullerName } from "../../subflows/fuller-name";
import { nameAtIntro } from "./name-at-intro";
import { withKnownCityPartSure, withNoDetailFromComplaint, withPaymentNotCity, withPlaceReadBack } from "./wrong-slot";
import { cityInstead, placeOnly, shopCityPart, withPlaceNotName, withPlaceOnly } from "./city-words";
import { packsModel } from "./model";
import { onceSaid, packLabel } from "./replies";
import { answerPurchaseConsent, cancelledBeforeOrder } from "./purchase";
import { afterPurchase } from "./after-purchase";
import { paymentAskedIsChosen } from "./payment-asked";
import { readForeignPayment } from "./foreign-payment";
import { askMissing, notedPack, missingFields, offerPacks, packs, startCollecting } from "./steps";
import type { Pack } from "./tools";
import { fold } from "../../../lib/fold";
import { asWritten, readPacksWords, writtenTexts } from "./as-written";
import { asksForPromos, BUY, CANCEL, DROP, INFO_ONLY, INTEREST, interested, PROMOS_NOW, restating, SEND_THEM, noCheerLead, wantsNoCheer } from "./cues";

// The packs shop: conversacion → collecting_data → ofrecer_promos → resumen → compra_confirmada.
// Deterministic rules; the data is read by the shared Spanish understanding (src/agent/understand).


export async function packsRules(t: TurnEngine, messages: TurnMessage[]): Promise<RulesOutcome> {
  // Media (captions, transcripts, documents, stickers, reactions): see agent/media.ts.
  const inbound = readInbound(messages);
  if (inbound.catalogOrders.length && !inbound.texts.length) {
    t.intent("catalog_order");
    t.say(text(sentence(t.session, "packsByChat")));
    return certain(null);
  }
  if (await answerMedia(t, inbound, () => askAgain(t))) return certain(null);
  // The shop's own words in English or Portuguese read as Spanish too ("mattress", "moro em").
  const parts = readPacksWords(t, inbound.texts);
  const expecting = t.session.expecting && t.session.expecting !== "confirmation" && t.session.expecting !== "product_choice" && t.session.expecting !== "fulfilment" && t.session.expecting !== "payment" ? (t.session.expecting as FieldName) : null;
  const catalog = await packs(t).then((all) => t.products(all.map((p) => p.productId)));
  // A tap, or an offered button's label typed ("cambiar pack", "confirmar", "2 colchones"): its
  // words are the option, never details.
  // "pix?" to the payment buttons: the shop's words read Pix as a transfer, so it was typed
  // «Transferência» and set (trial 20a 204). A way to pay no shop takes, as written, is no option.
  const foreignSaid = FOREIGN_PAYMENT.test(fold(writtenTexts(t, messages.length).join(". ")));
  const tap = lastTap(messages) ?? (foreignSaid ? null : typedOption(parts.join(" "), offeredOptions(t.session)));
  // A purchase said in the same burst ("quiero comprar colchon" / "jorge" / "luis sanchez") asks the data next.
  const joined = joinNameParts(parts, t.session.customer, packsDetails.active(t) || parts.some((p) => BUY.test(fold(p)) || INTEREST.test(fold(p))));
  // A question among a burst of details is read apart: the details are never lost to it.
  const split = tap ? null : questionParts(joined, { catalog });
  // "dale. ana", "ana te dije": the name beside a yes or a "te dije" is the name; an opening sigh ("uf cuantas preguntas.") no detail.
  const said = nameBesideYes(withoutComplaint((split?.details ?? joined).join(". ")), !tap && !t.session.customer.firstName && (expecting === "firstName" || (t.state === "conversacion" && !expecting)));
  // A name joined from a burst before the data was asked, or "jorge" at the intro's promos question, is read as the name;
  // "de Rosario" at the phone question as the city.
  const atIntro = !tap && nameAtIntro(t, parts);
  const reading = (joined.length < parts.length && !expecting && !t.session.customer.firstName) || atIntro ? "firstName" : cityInstead(said, expecting, t.session.customer);
  // "la dirección está mal, es …": the rest is read as the answer to that detail.
  const fix = tap ? null : correctedDetail(said);
  const read = fix ? withCorrection(understand(fix.text, { catalog, expecting: fix.field }), fix.rest ? understand(said, { catalog }) : null, fix.lastName) : understand(said, tap ? { catalog } : { catalog, expecting: reading, ...restating(detailsContext(t, packsDetails), said) });
  // Details given ahead of the data step are read as if asked; a city part the reading left out is taken.
  const details = tap ? read : fix ? withCityPart(read, said, false) : withStreetAndCityApart(withClearCity(withNameNotCity(withCrossStreets(withNameSplit(withCityPart(readDetailsAhead(t, said, read, { catalog, expecting }), said, packsDetails.active(t) || detailsBegun(t)), t.session.customer), said), said, t.session.customer), said, parts.length === 1), said, t.session.customer, packsDetails.active(t), parts.length === 1);
  // A question about delivering somewhere: its place is the city, never the address.
  const surnamed = tap || fix ? details : withNameListed(withNameSaid(withSurnameAfterName(withJoinedName(details, parts, joined), said, t.session.customer, packsData(t.session).nameWithoutSurname, expecting), said), said);
  const placed = withDeliveryPlace(split?.closing ? withQuestionsOf(surnamed, split.questions, { catalog }) : surnamed, t.session.customer.city);
  // The city is the place alone: "quilmes llegan hasta aca?" is Quilmes, "la ciudad es X" sets it.
  const place = placed.place ? (placeOnly(placed.place) ?? placed.place) : null;
  // Stored as the customer wrote it, never as the reading rewrote it.
  // Names capitalised and the city as the shop writes it ("capital" → "CABA").
  const written = withShopCity(withNamesCapitalised(asWritten(t, tap ? placed.u : withPlaceOnly(withPlaceNotName(placed.u, said, t.session.customer), said, shopCityPart), writtenTexts(t, messages.length))), said);
  // "ah y el timbre es el 3B": added to the address already taken.
  const u = withAddressAddOn(split && !split.closing ? withQuestionsOf(written, split.questions, { catalog }) : written, said, t.session.customer);
  updatePacksData(t.session, { nameWithoutSurname: !!u.fields.firstName && !u.fields.lastName && !t.session.customer.lastName });
  deliveryPlaces.set(u, place);
  // A name sent over two messages of a burst is a name, not a doubtful word to ask about.
  // So is a name opening with a known given name at the promos question.
  if (joined.length < parts.length || atIntro || (expecting === "firstName" && nameSaidAlone(parts, u.fields))) u.doubtful = u.doubtful.filter((f) => f !== "firstName" && f !== "lastName");
  // "Lanus" at the name question is read back; "mercado pago" at the city question is no city (t31a 029);
  // "rosario" sent alone in a burst is the city (t34a 076).
  const slotted = withKnownCityPartSure(withPlaceReadBack(withNoDetailFromComplaint(withPaymentNotCity(u), parts), parts, expecting), parts);
  u.fields = slotted.fields;
  u.doubtful = slotted.doubtful;
  if (tap?.id === "confirm:yes") u.yesNo = "yes";
  if (tap?.id === "confirm:modify") u.yesNo = "no";
  // "si. cuando me llega?" at the summary, "si pero rapido, cuanto sale?" at the offer: the yes and the question, both kept.
  if (!tap && !readYesBesideQuestion(u, t.state)) readInsistedYes(u);
  if (!tap) withArrivalAsked(u);
  const all = await packs(t);
  // "¿Cuánto salen 2?" asks a pack's price: a question, not a choice.
  const priced = tap ? null : pricedPack(u.normalized, all, followsPrice(t));
  const parsed = tap?.id.startsWith("pack:") ? (all.find((p) => `pack:${p.productId}` === tap.id) ?? null) : priced ? null : parsePack(u.normalized, all);
  // "I want to buy a mattress, is it queen size?" before the promos names the product, choosing no pack.
  const named = !tap && packsData(t.session).promosOfferedAt === null && genericOne(parsed, u.normalized) ? null : parsed;
  if (priced && !u.infoTopics.includes("prices")) u.infoTopics.push("prices");
  dropPackAsAddress(u, named?.units ?? null);
  // "dale lo quiero" right after one pack's price was asked: that pack (t35a 079).
  const pointed = tap || priced ? null : pricedPackWanted(t, u.normalized, all);
  updatePacksData(t.session, { pricedLast: priced && !pricedPacks(u.normalized, all).length ? priced.productId : null });
  const choice = named ?? packSaidBefore(t, u.normalized, all) ?? pointed;
  rememberPack(t, named ?? pointed ?? (priced ? wantedBesidePrice(u.normalized, all) : null), u.normalized);
  // "aceita pix? se não, dinheiro": a method the shop lacks is said so, the fallback named taken.
  const foreign = tap ? [] : readForeignPayment(t, u, writtenTexts(t, messages.length));
  // "2 please. can I pay by bank transfer?": the payment asked about is the payment chosen (and still answered).
  paymentAskedIsChosen(t, u, choice);
  const cancel = u.cancelOrder || CANCEL.test(u.normalized) || (DROP.test(u.normalized) && (t.state === "ofrecer_promos" || t.state === "resumen"));

  // A person asked for, anger, the second frustrated message, "¿sos un bot?".
  const escalated = checkEscalation(t, u, tap);
  // Answered here ("¿sos un bot?", "seguir acá"): the step's own question follows, the step kept.
  if (escalated === "answered") await askAgain(t);
  if (escalated) return certain(u);
  // A pending "¿Cambio tu pedido…? / ¿Cancelo tu pedido…?" is answered before anything else.
  const consent = await answerPurchaseConsent(t, u, tap);
  if (consent) return certain(u);
  // Questions about the mattress itself (sizes, build) or ones the shop's data cannot answer.
  // "la mitad ahora y la mitad cuando llega?": for a person; "todo en efectivo cuando llega": a payment, no delivery question.
  const halves = readPaymentTiming(t, u);
  // "pasamelas ya?" with the promos just shown (they come with the data): shown again, not an open question.
  const resend = t.state === "ofrecer_promos" && packsData(t.session).pack === null && SEND_THEM.test(u.normalized);
  const declined = declinedDetailsAnswer(t, u);
  // "es Gustavo Pereyra, no Gustavo" (t34a 073): the stored first name with a surname after it is the fuller
  // name the details step takes, never a question nothing answers ("No tengo ese dato").
  const fullerSaid = !tap && !!fullerName(u.text, t.session.customer.firstName, t.session.customer.lastName);
  const about = [...(choice || cancel || priced || resend ? [] : declined ? [declined] : productAnswers(u, all, u.infoTopics.length > 0 || u.questions.length > 0 || PROMOS_NOW.test(u.normalized) || INTEREST.test(u.normalized) || asksForPromos(t, u), t.session, t.ports.currency).filter((a) => !fullerSaid || a !== openAnswer(t.session))), ...halves, ...foreign];
  const outcome = await answerAndGoOn(t, u, choice, cancel, about, tap);
  // Only an unrecognised question was answered ("no tengo ese dato"): with a model, it may do better.
  return about.length === 1 && about[0] === openAnswer(t.session) ? { ...outcome, certain: false } : outcome;
}

async function answerAndGoOn(t: TurnEngine, u: Understanding, choice: Pack | null, cancel: boolean, about: string[], tap: { id: string } | null): Promise<RulesOutcome> {
  const all = await packs(t);
  if (t.state === "compra_confirmada") return afterPurchase(t, u, choice, cancel, about);

  // "¿Cuánto sale el colchón?" asks the packs' prices; other questions about the product are the model's (or the flow's).
  if (u.questions.some((q) => q.kind === "product" && q.ask === "price") && !u.infoTopics.includes("prices")) u.infoTopics.push("prices");
  // "¿y en cuotas?": a payment question at every step, answered from the shop's payment methods.
  if (asksInstalments(u) && !u.infoTopics.includes("payment")) u.infoTopics.push("payment");
  // Questions about the shop the words alone did not file as a topic ("¿puedo pasar a retirar?").
  for (const q of u.questions) if ((q.kind === "hours" || q.kind === "payment" || q.kind === "delivery" || q.kind === "address") && !u.infoTopics.includes(q.kind)) u.infoTopics.push(q.kind);
  if (cancel && !choice && cancelledBeforeOrder(t, u)) return certain(u);
  const before = t.replies.length;
  const stored = storedDetails(t);
  const details = await collectDetails(t, packsDetails, u, tap);
  if (details.status === "asked" && !t.handoff && (u.infoTopics.length || about.length)) {
    // A read-back asked ("¿Tu ciudad es Rosario?") and a question beside it: answered first, the read-back last.
    const asked = t.replies.splice(before);
    answerInfo(t, u, all, about);
    t.replies.push(...asked);
  }
  // "quiero 2, mmm mejor 3" at "¿Tu ciudad es La Plata?" (trial 22a 205): the pack is kept for
  // when the details are in, and said so before the question is asked again.
  const first = details.status === "asked" && !t.handoff && choice ? t.replies[before] : undefined;
  if (first && (first.type === "text" || first.type === "buttons")) first.text = `${notedPack(t, choice!, null)}\n\n${first.text}`;
  if (details.status === "asked" || t.handoff) return certain(u);
  // "ok, transferência então. confirmo" at the summary: the payment said again as it stands is no
  // change, so the yes beside it places the order (trial 20a 204 showed the summary again).
  const unchanged = t.state === "resumen" && storedDetails(t) === stored;
  const captured = details.status === "saved" && !unchanged ? "captured" : "none";
  // "quiero info del colchon" in a burst that also gave a detail: what it costs, never passed over.
  if (captured === "captured" && packsData(t.session).promosOfferedAt === null && INFO_ONLY.test(u.normalized) && !u.infoTopics.length && !about.length) u.infoTopics.push("prices");
  // A yes at the summary places the order first: its answer then names the order ("el envío de tu pedido ORD-…").
  const afterYes = t.state === "resumen" && u.yesNo === "yes" && !choice && !cancel && captured === "none";
  if ((u.infoTopics.length || about.length) && !afterYes) answerInfo(t, u, all, about);
  // Answered: every step below asks its pending question again, as after any question.
  if (about.length && !u.infoTopics.length) u.infoTopics.push("catalog");
  // The first frustrated message with nothing else in it: one apology, then where the sale stands.
  if (u.anger === "mild" && captured === "none" && !choice && !cancel && !u.infoTopics.length && !u.yesNo) {
    apologise(t);
    await packsModel.recap(t);
    return certain(u, false);
  }

  switch (t.state) {
    case "conversacion":
      return conversation(t, u, choice, captured, details.lead);
    case "collecting_data":
      return collecting(t, u, choice, captured, details.lead);
    case "ofrecer_promos":
      return offered(t, u, choice, cancel, captured, details.lead);
    case "resumen": {
      const outcome = await summarised(t, u, choice, cancel, captured);
      if (afterYes && (u.infoTopics.length || about.length)) answerInfo(t, u, all, about);
      return outcome;
    }
    default:
      return certain(u, false);
  }
}

/** The details the summary names, to tell a detail said again from a change. */
const storedDetails = (t: TurnEngine) => JSON.stringify([t.session.customer, t.session.paymentMethod, t.session.fulfilment]);

/** What the sale waits for, asked again after a sticker or a picture; false when nothing is awaited. */
async function askAgain(t: TurnEngine): Promise<boolean> {
  if (t.state === "collecting_data" && missingFields(t).length) {
    askMissing(t, null);
    return true;
  }
  if (t.state === "ofrecer_promos") {
    t.say(text(sentence(t.session, "packsWhichPack")));
    return true;
  }
  if (t.state === "resumen") {
    t.say(text(sentence(t.session, "packsConfirmOrder")));
    return true;
  }
  return false;
}

async function conversation(t: TurnEngine, u: Understanding, choice: Pack | null, captured: string, lead: string | null): Promise<RulesOutcome> {
  const wanted = choice && packsData(t.session).wanted === choice.productId ? choice : null;
  if (captured === "captured") return continueData(t, u, lead, choice);
  // "queria info del colchón": what it is and what it costs, from the catalog; the sale waits for a yes.
  if (!choice && !u.wantsToCheckout && INFO_ONLY.test(u.normalized) && !BUY.test(u.normalized)) {
    t.intent("info");
    t.say(text(await productInfo(t)));
    return certain(u);
  }
  if (choice || u.yesNo === "yes" || u.wantsToCheckout || interested(u)) {
    t.intent(choice ? "choose_pack" : "interest");
    await startCollecting(t);
    // A pack or a purchase before the data would skip ofrecer_promos: refused, the data comes first.
    if (missingFields(t).length) askMissing(t, wanted ? notedPack(t, wanted, null) : wantsNoCheer(u) ? noCheerLead(t, u) : sentence(t.session, choice || u.wantsToCheckout ? "packsNeedDataFirst" : "packsGreat"));
    else if (!(await takeWantedPack(t))) await offerPacks(t);
    return certain(u);
  }
  if (u.infoTopics.length) {
    t.say(text(onceSaid(t, "offer_promos", "packsOfferPromos")));
    return certain(u);
  }
  // "mmm mejor no, dejalo, muy caro", "no, gracias": accepted, the door left open (never the greeting again).
  if (DROP.test(u.normalized) || (u.yesNo === "no" && !u.greeting)) {
    t.intent("decline");
    t.say(text(sentence(t.session, "packsNoProblem")));
    return certain(u);
  }
  // t31a 016: "buenas noches" is a greeting and a goodbye; before the shop has said anything it opens the chat.
  if (u.thanks || (u.farewell && !(u.greeting && !t.session.history.some((h) => h.role !== "customer")))) {
    t.intent("thanks");
    t.say(text(word(langOf(t.session), "thanks")));
    return certain(u);
  }
  const single = (await packs(t)).find((p) => p.units === 1);
  // "quiero un colchon" (t33a 014): a message naming the shop's product is read, answered with the
  // intro: never counted as a message not understood (a name after it handed off at once).
  t.intent(u.greeting ? "greeting" : single && namesProduct(u.normalized, single.name) ? "interest" : "fallback");
  const what = single ? sentence(t.session, "packsWhat", { name: single.name, description: single.description ? ` (${single.description})` : "" }) : sentence(t.session, "packsOurProduct");
  t.say(
    text(
      onceSaid(t, "intro", "packsIntro", { hello: hello(t.session), shop: t.ports.profile.name, what }),
    ),
  );
  return certain(u, u.greeting);
}

/** The message says a word of the product's name ("colchon", "colchones" for "Colchón Sueño Pleno"), five letters or more. */
function namesProduct(said: string, name: string): boolean {
  const words = fold(said).split(/[^a-z0-9]+/);
  return fold(name).split(/[^a-z0-9]+/).some((w) => w.length >= 5 && words.some((s) => s === w || s === `${w}es` || s === `${w}s`));
}

/** After data arrived: ask for the rest, or (all in) the promos at once. */
async function continueData(t: TurnEngine, u: Understanding, lead: string | null, choice: Pack | null): Promise<RulesOutcome> {
  // "el de 2, en efectivo" before the data: both said noted ("Anoté ✅ el pack de 2 colchones y pago en efectivo.").
  const wanted = choice && packsData(t.session).wanted === choice.productId ? choice : null;
  if (askNextDetail(t, packsDetails, wanted ? notedPack(t, wanted, lead) : lead) === "asked") return certain(u);
  // A pack named before (or with) the data: straight to it, the promos' choice already made.
  // The promos (or that pack's next step) in the same reply: never "in a couple of minutes".
  await afterDataComplete(t, lead);
  return certain(u);
}

async function collecting(t: TurnEngine, u: Understanding, choice: Pack | null, captured: string, lead: string | null): Promise<RulesOutcome> {
  if (captured === "captured") return continueData(t, u, lead, choice);
  const wantsPromos = !!choice || u.wantsToCheckout || PROMOS_NOW.test(u.normalized) || u.yesNo === "yes" || asksForPromos(t, u);
  if (wantsPromos && !missingFields(t).length) {
    t.intent("promos");
    if (!(await takeWantedPack(t))) await offerPacks(t);
    return certain(u);
  }
  if (wantsPromos) {
    // Refused jump: no promos, pack or order before the minimum data (they come once it is in); the pack said is noted (t25a 206).
    t.intent(choice ? "choose_pack" : "promos");
    askMissing(t, choice ? notedPack(t, choice, null) : u.infoTopics.length ? null : sentence(t.session, "packsAlmost"));
    return certain(u);
  }
  if (u.infoTopics.length || u.greeting) {
    if (u.greeting && !u.infoTopics.length) t.say(text(`${hello(t.session)} 👋`));
    if (missingFields(t).length) askMissing(t, null);
    return certain(u);
  }
  // "mmm mejor no, dejalo" while the data is asked: a no, never a name not understood (trial 19a 209).
  if (u.yesNo === "no" || u.thanks || DROP.test(u.normalized)) {
    t.intent("later");
    t.say(text(sentence(t.session, "packsNoRush")));
    return certain(u);
  }
  // "quiero un colchon" at "¿Cómo es tu nombre?" (t37a 054, 059): wanting to buy is no failed answer;
  // a cheer and the question again, no failure counted.
  if (interested(u) && missingFields(t).length) {
    t.intent("interest");
    askMissing(t, wantsNoCheer(u) ? noCheerLead(t, u) : sentence(t.session, "packsGreat"));
    return certain(u);
  }
  if (!missingFields(t).length) {
    t.intent("clarify_details");
    await afterDataComplete(t);
    return certain(u, false);
  }
  detailNotUnderstood(t, packsDetails, u);
  return certain(u, !!t.handoff);
}
