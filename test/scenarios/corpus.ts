import { almacenMatchScenarios } from "./almacen-match";
import { cartTrial7Scenarios } from "./cart-trial7";
import { cartTrial8Scenarios } from "./cart-trial8"; // cart8
import { almacenDetailsScenarios } from "./almacen-details";
import { almacenPickScenarios } from "./almacen-picks";
import { almacenQuestionScenarios } from "./almacen-questions";
import { almacenStrayScenarios } from "./almacen-stray";
import { detailsTrial6Scenarios } from "./details-trial6";
import { detailsTrial7Scenarios } from "./details-trial7";
import { detailsTrial8Scenarios } from "./details-trial8";
import { detailsTrial9Scenarios } from "./details-trial9"; // details9
import { detailsTrial10Scenarios } from "./details-trial10"; // details10
import { detailsTrial11Scenarios } from "./details-trial11"; // details11
import { detailsTrial12Scenarios } from "./details-trial12"; // details12
import { detailsTrial13Scenarios } from "./details-trial13"; // details13
import { detailsTrial14Scenarios } from "./details-trial14"; // details14
import { detailsTrial15Scenarios } from "./details-trial15"; // details15
import { detailsTrial16Scenarios } from "./details-trial16"; // details16
import { detailsTrial17Scenarios } from "./details-trial17"; // details17
import { detailsTrial18Scenarios } from "./details-trial18"; // details18
import { detailsTrial19Scenarios } from "./details-trial19"; // details19
import { detailsTrial21Scenarios } from "./details-trial21"; // details21
import { detailsTrial22Scenarios } from "./details-trial22"; // details22
import { detailsTrial24Scenarios } from "./details-trial24"; // details25
import { detailsTrial25NameScenarios, detailsTrial25PacksScenarios, detailsTrial25Scenarios, detailsTrial25VoiceScenarios } from "./details-trial25"; // details26
import { detailsTrial26DniScenarios, detailsTrial26Scenarios, detailsTrial26VoiceScenarios } from "./details-trial26"; // details27
import { detailsTrial27DniScenarios, detailsTrial27NameScenarios, detailsTrial27Scenarios } from "./details-trial27"; // details28
import { detailsTrial28FloorScenarios, detailsTrial28NameScenarios, detailsTrial28QuestionScenarios, detailsTrial28DniScenarios, detailsTrial28PickupScenarios } from "./details-trial28"; // details29
import { detailsTrial29CrossScenarios, detailsTrial29PaymentScenarios, detailsTrial29YesScenarios, detailsTrial29EarlierAddressScenarios, detailsTrial29NameScenarios } from "./details-trial29"; // details30
import { detailsTrial31KeepScenarios, detailsTrial31PickupScenarios, detailsTrial31WhyScenarios } from "./details-trial31"; // details32
import { detailsTrial32AddressScenarios, detailsTrial32CloseScenarios, detailsTrial32DniScenarios, detailsTrial32EditScenarios, detailsTrial32PointedScenarios } from "./details-trial32"; // details33
import { detailsTrial36Scenarios } from "./details-trial36"; // details37
import { detailsTrial38Scenarios } from "./details-trial38"; // details40
import { packsTrial24DoorbellScenarios, packsTrial24PriceScenarios, packsTrial24Scenarios } from "./packs-trial24"; // details25
import { packsTrial28MoneyScenarios, packsTrial28Scenarios } from "./packs-trial28"; // packs29
import { packsTrial29EnglishScenarios, packsTrial29MoneyScenarios, packsTrial29Scenarios } from "./packs-trial29"; // packs30
import { packsflowTrial31Scenarios } from "./packsflow-trial31"; // packsflow32
import { packsdetailsTrial31Scenarios } from "./packsdetails-trial31"; // packsdetails32
import { packsTrial32Scenarios } from "./packs-trial32"; // packs33
import { packsnamesTrial33Scenarios } from "./packsnames-trial33"; // packsnames34
import { packsTrial34Scenarios } from "./packs-trial34"; // packs35
import { packsTrial35Scenarios } from "./packs-trial35"; // packs36
import { packsTrial37Scenarios } from "./packs-trial37"; // packs38
import { namesTrial22Scenarios } from "./names-trial22"; // names23
import { namesTrial35Scenarios } from "./names-trial35"; // names36
import { asksTrial18Scenarios } from "./asks-trial18"; // asks18
import { summaryTrial18Scenarios } from "./summary-trial18"; // summary18
import { summaryTrial33Scenarios } from "./summary-trial33"; // summary34
import { summaryTrial37Scenarios } from "./summary-trial37"; // summary39
import { addressesTrial34Scenarios } from "./addresses-trial34"; // addresses35
import { addressesTrial37Scenarios } from "./addresses-trial37"; // addresses38
import { kioskTrialScenarios } from "./kiosk-trials";
import { leadTrial6Scenarios } from "./lead-trial6";
import { languageTrialScenarios } from "./language-trial6";
import { packsScenarios } from "./packs";
import { picksTrial6Scenarios } from "./picks-trial6";
import { listsTrial7Scenarios } from "./lists-trial7"; // lists7
import { listsTrial8Scenarios } from "./lists-trial8"; // lists8
import { leadTrial8Scenarios } from "./lead-trial8";
import { leadTrial10Scenarios } from "./lead-trial10";
import { leadTrial13Scenarios } from "./lead-trial13";
import { leadTrial15Scenarios } from "./lead-trial15";
import { leadTrial18Scenarios } from "./lead-trial18";
import { leadTrial21Scenarios } from "./lead-trial21";
import { packsMoreScenarios } from "./packs-more";
import { qtyTrialScenarios } from "./qty-trial6";
import { qtyTrial9Scenarios } from "./qty-trial9";
import { packsTrial6Scenarios } from "./packs-trial6";
import { packsTrial7Scenarios } from "./packs-trial7";
import { packsTrial8Scenarios } from "./packs-trial8";
import { packsTrial9Scenarios } from "./packs-trial9"; // packs9
import { packsTrial10Scenarios } from "./packs-trial10"; // packs10
import { packsTrial11Scenarios } from "./packs-trial11"; // packs11
import { packsTrial12Scenarios } from "./packs-trial12"; // packs12
import { packsTrial13Scenarios } from "./packs-trial13"; // packs13
import { packsTrial15Scenarios } from "./packs-trial15"; // packs15
import { packsTrial16AskingScenarios, packsTrial16PackScenarios, packsTrial16PaymentScenarios, packsTrial16Scenarios } from "./packs-trial16"; // packs16
import { packsTrial17AddressScenarios, packsTrial17AngerScenarios, packsTrial17QuestionScenarios, packsTrial17Scenarios } from "./packs-trial17"; // packs17
import { packsTrial19NameScenarios, packsTrial19PackScenarios, packsTrial19PriceScenarios, packsTrial19Scenarios } from "./packs-trial19"; // packs19
import { packsTrial22PackScenarios, packsTrial22PortugueseScenarios, packsTrial22Scenarios } from "./packs-trial22"; // packs23
import { questionScenarios } from "./questions";
import { retailScenarios } from "./retail";
import { retailCartScenarios } from "./retail-cart";
import { retailDetailsScenarios } from "./retail-details";
import { retailOrderScenarios } from "./retail-orders";
import { retailTrialScenarios } from "./retail-trials";
import { stackScenarios } from "./stack";
import { stackTrial9Scenarios } from "./stack-trial9"; // stack9
import { supportTrialScenarios } from "./support-trials";
import { addrTrial7Scenarios } from "./addr-trial7";
import { langTrial8Scenarios } from "./lang-trial8"; // lang8
import { productsTrial9Scenarios } from "./products-trial9"; // products9
import { picksTrial9Scenarios } from "./picks-trial9"; // picks9
import { wordsTrial10Scenarios } from "./words-trial10"; // words10
import { wordsTrial11Scenarios } from "./words-trial11"; // words11
import { wordsTrial12Scenarios } from "./words-trial12"; // words12
import { wordsTrial13Scenarios } from "./words-trial13"; // words13
import { wordsTrial14Scenarios } from "./words-trial14"; // words14
import { wordsTrial15Scenarios } from "./words-trial15"; // words15
import { wordsTrial16Scenarios } from "./words-trial16"; // words16
import { wordsTrial17Scenarios } from "./words-trial17"; // words17
import { wordsTrial18Scenarios } from "./words-trial18"; // words18
import { wordsbTrial18Scenarios } from "./wordsb-trial18"; // wordsb18
import { wordsTrial19Scenarios } from "./words-trial19"; // words19
import { wordsTrial20Scenarios } from "./words-trial20"; // words20
import { wordsTrial21Scenarios } from "./words-trial21"; // words21
import { wordsTrial24Scenarios } from "./words-trial24"; // words25
import { wordsTrial25Scenarios } from "./words-trial25"; // words26
import { wordsTrial26Scenarios } from "./words-trial26"; // words27
import { wordsTrial28Scenarios } from "./words-trial28"; // words29
import { wordsTrial31Scenarios } from "./words-trial31"; // words32
import { wordsTrial34Scenarios } from "./words-trial34"; // words35
import { wordsTrial37Scenarios } from "./words-trial37"; // words38
import { wordsTrial38Scenarios } from "./words-trial38"; // words40
import { leadTrial29Scenarios } from "./lead-trial29"; // lead29
import { leadTrial32Scenarios } from "./lead-trial32"; // lead33
import { leadTrial34Scenarios } from "./lead-trial34"; // lead35
import { leadTrial35Scenarios } from "./lead-trial35"; // lead36
import { answersTrial10Scenarios } from "./answers-trial10"; // answers10
import { answersTrial11Scenarios } from "./answers-trial11"; // answers11
import { answersTrial12Scenarios } from "./answers-trial12"; // answers12
import { chatterTrial13Scenarios } from "./chatter-trial13"; // chatter13
import { editsTrial10Scenarios } from "./edits-trial10"; // edits10
import { editsTrial11Scenarios } from "./edits-trial11"; // edits11
import { editsTrial12Scenarios } from "./edits-trial12"; // edits12
import { editsTrial13Scenarios } from "./edits-trial13"; // edits13
import { editsTrial14Scenarios } from "./edits-trial14"; // edits14
import { editsTrial15Scenarios } from "./edits-trial15"; // edits15
import { editsTrial16Scenarios } from "./edits-trial16"; // edits16
import { editsTrial17Scenarios } from "./edits-trial17"; // edits17
import { offersTrial18Scenarios } from "./offers-trial18"; // offers18
import { offersbTrial18Scenarios } from "./offersb-trial18"; // offersb18
import { offersTrial22Scenarios } from "./offers-trial22"; // offers23
import { offersTrial27Scenarios } from "./offers-trial27"; // offers28
import { offersTrial29Scenarios } from "./offers-trial29"; // offers30
import { offersTrial31Scenarios } from "./offers-trial31"; // offers32
import { offersTrial32Scenarios } from "./offers-trial32"; // offers33
import { offersTrial35Scenarios } from "./offers-trial35"; // offers36
import { offersTrial36Scenarios } from "./offers-trial36"; // offers37
import { offersTrial37Scenarios } from "./offers-trial37"; // offers38
import { offersTrial38Scenarios } from "./offers-trial38"; // offers40
import { swapsTrial20Scenarios } from "./swaps-trial20"; // swaps20
import { swapsTrial21Scenarios } from "./swaps-trial21"; // swaps21
import { swapsRound22Scenarios } from "./swaps-trial21"; // swaps22
import { swapsTrial24Scenarios } from "./swaps-trial24"; // swaps25
import { swapsTrial25Scenarios } from "./swaps-trial25"; // swaps26
import { swapsTrial27Scenarios } from "./swaps-trial27"; // swaps28
import { swapsTrial28Scenarios } from "./swaps-trial28"; // swaps29
import { swapsTrial29Scenarios } from "./swaps-trial29"; // swaps30
import { reopenTrial18Scenarios } from "./reopen-trial18"; // reopen18
import { picksTrial10Scenarios } from "./picks-trial10"; // picks10
import { picksTrial11Scenarios } from "./picks-trial11"; // picks11
import { picksTrial12Scenarios } from "./picks-trial12"; // picks12
import { picksTrial13Scenarios } from "./picks-trial13"; // picks13
import { picksTrial14Scenarios } from "./picks-trial14"; // picks14
import { picksTrial15Scenarios } from "./picks-trial15"; // picks15
import { picksTrial16Scenarios } from "./picks-trial16"; // picks16
import { picksTrial17Scenarios } from "./picks-trial17"; // picks17
import { picksTrial18Scenarios } from "./picks-trial18"; // picks18
import { countsTrial19Scenarios } from "./counts-trial19"; // counts19
import { countsTrial21Scenarios } from "./counts-trial21"; // counts22
import { countsbTrial21Scenarios } from "./countsb-trial21"; // countsb22
import { countsTrial24Scenarios } from "./counts-trial24"; // counts25
import { countsTrial25Scenarios } from "./counts-trial25"; // counts26
import { countsTrial26Scenarios } from "./counts-trial26"; // counts27
import { countsTrial28Scenarios } from "./counts-trial28"; // counts29
import { countsTrial29Scenarios } from "./counts-trial29"; // counts30
import { countsTrial32Scenarios } from "./counts-trial32"; // counts33
import { countsTrial35Scenarios } from "./counts-trial35"; // counts36
import { countsTrial37Scenarios } from "./counts-trial37"; // counts38
import { ofeachTrial37Scenarios } from "./ofeach-trial37"; // ofeach39
import { weightsTrial36Scenarios } from "./weights-trial36"; // weights37
import { kioskeditsTrial34Scenarios } from "./kioskedits-trial34"; // kioskedits35
import { offercountsTrial33Scenarios } from "./offercounts-trial33"; // offercounts34
import { burstsTrial31Scenarios } from "./bursts-trial31"; // bursts32
import { burstsTrial32Scenarios } from "./bursts-trial32"; // bursts33
import { burstsTrial36Scenarios } from "./bursts-trial36"; // bursts37
import { burstsTrial38Scenarios } from "./bursts-trial38"; // bursts40
import { picksbTrial18Scenarios } from "./picksb-trial18"; // picksb18
import { checkoutTrial18Scenarios } from "./checkout-trial18"; // checkout18
import { listsTrial17Scenarios } from "./lists-trial17"; // lists17
import { listsTrial18Scenarios } from "./lists-trial18"; // lists18
import { listsbTrial18Scenarios } from "./listsb-trial18"; // listsb18
import { listsTrial20Scenarios } from "./lists-trial20"; // lists20
import { listsTrial21Scenarios } from "./lists-trial21"; // lists21
import { listsTrial22Scenarios } from "./lists-trial22"; // lists23
import { listsTrial24Scenarios } from "./lists-trial24"; // lists25
import { listsTrial27Scenarios } from "./lists-trial27"; // lists28
import { listsTrial29Scenarios } from "./lists-trial29"; // lists30
import { listsTrial31Scenarios } from "./lists-trial31"; // lists32
import { listsTrial35Scenarios } from "./lists-trial35"; // lists36
import { listsTrial36Scenarios } from "./lists-trial36"; // lists37
import { picksTrial32CheapScenarios, picksTrial32NarrowScenarios, picksTrial32Scenarios } from "./picks-trial32"; // picks33
import { picksTrial34Scenarios } from "./picks-trial34"; // picks35
import { pendingTrial25Scenarios } from "./pending-trial25"; // pending26
import { pendingTrial28Scenarios } from "./pending-trial28"; // pending29
import { answersTrial15Scenarios } from "./answers-trial15"; // answers15
import { answersTrial16Scenarios } from "./answers-trial16"; // answers16
import { answersTrial17Scenarios } from "./answers-trial17"; // answers17
import { answersTrial18Scenarios } from "./answers-trial18"; // answers18
import { answersbTrial18Scenarios } from "./answersb-trial18"; // answersb18
import { answersTrial20Scenarios } from "./answers-trial20"; // answers20
import { answersTrial21Scenarios } from "./answers-trial21"; // answers21
import { moodTrial22Scenarios } from "./mood-trial22"; // mood23
import { moodTrial26Scenarios } from "./mood-trial26"; // mood27
import { moodTrial27Scenarios } from "./mood-trial27"; // mood28
import { moodTrial28Scenarios } from "./mood-trial28"; // mood29
import { questionsTrial22Scenarios } from "./questions-trial22"; // questions23
import { questionsTrial34Scenarios } from "./questions-trial34"; // questions35
import { questionsTrial35Scenarios } from "./questions-trial35"; // questions36
import { questionsTrial36Scenarios } from "./questions-trial36"; // questions37
import { sizesTrial36Scenarios } from "./sizes-trial36"; // sizes37
import { angryTrial35Scenarios } from "./angry-trial35"; // angry36
import { refusalsTrial23Scenarios } from "./refusals-trial23"; // refusals24
import { openersTrial21Scenarios } from "./openers-trial21"; // openers22
import { openersbTrial21Scenarios } from "./openersb-trial21"; // openersb22
import { closingTrial18Scenarios } from "./closing-trial18"; // closing18
import { countsbTrial19Scenarios } from "./countsb-trial19"; // countsb19
import { leftoutTrial19Scenarios } from "./leftout-trial19"; // leftout19
import { picksTrial21Scenarios } from "./picks-trial21"; // picks22
import { picksbTrial21Scenarios } from "./picksb-trial21"; // picksb22
import { beerTrial23Scenarios } from "./beer-trial23"; // beer24
import { picksTrial26PercentScenarios, picksTrial26QuestionScenarios, picksTrial26Scenarios } from "./picks-trial26"; // picks27
import { voiceTrial24Scenarios } from "./voice-trial24"; // voice25
import { waitingTrial25DropScenarios, waitingTrial25Scenarios } from "./waiting-trial25"; // waiting26
import type { Scenario } from "./types";

// The whole conversation corpus, by theme: what test/agent/scenarios.test.ts plays in memory
// and test/agent/buttons.test.ts mines for every button the agent offers.

export const CORPUS: { theme: string; scenarios: Scenario[] }[] = [
  { theme: "retail conversation scenarios (the kiosk)", scenarios: retailScenarios },
  { theme: "retail: details as customers write them", scenarios: retailDetailsScenarios },
  { theme: "retail: details in customer trials (issue 15)", scenarios: retailTrialScenarios },
  { theme: "retail: the cart as customers change it", scenarios: retailCartScenarios },
  { theme: "retail: orders, consent and handoffs", scenarios: retailOrderScenarios },
  { theme: "questions and WhatsApp's message kinds (kiosk and almacén)", scenarios: questionScenarios },
  { theme: "almacén: picks from lists, quantities, offers and open choices", scenarios: almacenPickScenarios },
  { theme: "almacén: picks and swaps in blind trial 6", scenarios: picksTrial6Scenarios },
  { theme: "almacén: picks from the open lists by the customer's own words (blind trial 6c)", scenarios: listsTrial7Scenarios },
  { theme: "lists closed by the cart, declined lists, words that are no products, confirming after a list let go (blind trial 7)", scenarios: listsTrial8Scenarios },
  { theme: "Portuguese words read as Spanish numbers (round 8 integration)", scenarios: leadTrial8Scenarios },
  { theme: "a yes at the summary with a question after it (round 10 integration)", scenarios: leadTrial10Scenarios },
  { theme: "orders and details while a person is awaited (round 13 integration)", scenarios: leadTrial13Scenarios },
  { theme: "a size said alone after a product was priced is that product in that size (round 15 integration)", scenarios: leadTrial15Scenarios },
  { theme: "lead fixes after round 18 (blind trial 18)", scenarios: leadTrial18Scenarios },
  { theme: "lead fixes while integrating rounds 21 and 22", scenarios: leadTrial21Scenarios },
  { theme: "almacén: words said in passing are never products (issue 15)", scenarios: almacenStrayScenarios },
  { theme: "almacén: questions are never orders, ordinary words are understood (issue 15)", scenarios: almacenQuestionScenarios },
  { theme: "almacén: a product phrase never resolves to the wrong product (issue 15)", scenarios: almacenMatchScenarios },
  { theme: "almacén: the customer's details as said in the trial, never lost (issue 15)", scenarios: almacenDetailsScenarios },
  { theme: "retail: the customer's details never lost or stored wrong (blind trial 5b)", scenarios: detailsTrial6Scenarios },
  { theme: "retail: names, payments, why-asked, no DNI, totals and pickup times in blind trial 6 (kiosk)", scenarios: detailsTrial7Scenarios },
  { theme: "retail: names with the way, pickup times, English and Portuguese addresses, Entre Ríos (blind trial 7)", scenarios: detailsTrial8Scenarios },
  { theme: "retail: addresses that end at their street, fuller names, no DNI at hand (blind trial 8)", scenarios: detailsTrial9Scenarios }, // details9
  { theme: "retail: a DNI beside the name, pickup said in other words, a name alone first, names title-cased (blind trial 9)", scenarios: detailsTrial10Scenarios }, // details10
  { theme: "retail: a name after the address, the name step said again, addresses corrected in the message, one answer to a tourist, one question per reply (blind trial 10)", scenarios: detailsTrial11Scenarios }, // details11
  { theme: "retail: every detail in a message kept beside picks and questions, a clear name beside its DNI stored, pickup beside thanks or hours, barrios never names (blind trial 11)", scenarios: detailsTrial12Scenarios }, // details12
  { theme: "retail: no DNI with a go-on word, names in pieces or corrected, complaint words never names, addresses with barrios and relatives, details after a handoff (blind trial 12)", scenarios: detailsTrial13Scenarios }, // details13
  { theme: "retail: corrections with anger in front, \"como te dije\" before an address (blind trial 12)", scenarios: detailsTrial14Scenarios }, // details14
  { theme: "almacén: the cash note after \"efectivo\", a barrio before the street, a name said last, details mid-chat with no hello (blind trial 14)", scenarios: detailsTrial15Scenarios }, // details15
  { theme: "retail: names beside other words and the fuller name, no DNI with the payment, one question per reply, reopened notes, barrios in questions, farewells (blind trial 15)", scenarios: detailsTrial16Scenarios }, // details16
  { theme: "retail: product phrases never replace an address, \"es X\" corrects it (blind trial 16)", scenarios: detailsTrial17Scenarios }, // details17
  { theme: "retail: a street said while the address is asked, the full name after a nickname, a doorbell at the kiosk's summary, a burst's surname (blind trial 17)", scenarios: detailsTrial18Scenarios }, // details18
  { theme: "retail: an avenue address never a name, a name in capitals beside the address, details in any state, payment fallbacks, a name corrected after the order (blind trial 19)", scenarios: detailsTrial19Scenarios }, // details19
  { theme: "retail: a name before the street kept out of the address, details taken with a choice open, a bare name at the summary, a name corrected after the order (blind trials 18-20)", scenarios: detailsTrial21Scenarios }, // details21
  { theme: "retail: spelling remarks never part of a name, pickup beside the name and DNI, the usual address asked for, details with a choice open (blind trial 21)", scenarios: detailsTrial22Scenarios }, // details22
  { theme: "retail: a fuller name beside a DNI, chatter clauses never the address (blind trial 22)", scenarios: namesTrial22Scenarios }, // names23
  { theme: "retail and packs: a brand surname at the name question, \"soy <name>\", \"y X es mi apellido\", \"I take 2\" beside details (blind trial 35)", scenarios: namesTrial35Scenarios }, // names36
  { theme: "retail: the DNI never asked a fourth time, a row word with a list open is a row, 'la dirección' never in the address (blind trial 24)", scenarios: detailsTrial24Scenarios }, // details25
  { theme: "retail: 'sigo acá' alone never a name, chatter after the street never in the address, the surname corrected at the summary (blind trial 25)", scenarios: [...detailsTrial25Scenarios, ...detailsTrial25VoiceScenarios, ...detailsTrial25PacksScenarios, ...detailsTrial25NameScenarios] }, // details26
  { theme: "retail: a part of the address corrected at the summary replaces that part, dictated marks never address text, a DNI said as whose it is stored (blind trial 26)", scenarios: [...detailsTrial26Scenarios, ...detailsTrial26VoiceScenarios, ...detailsTrial26DniScenarios] }, // details27
  { theme: "retail: a floor after a dictated comma kept in the address (blind trial 27)", scenarios: [...detailsTrial27Scenarios, ...detailsTrial27NameScenarios, ...detailsTrial27DniScenarios] }, // details28
  { theme: "retail: a detail corrected at the summary replaces it (blind trial 28)", scenarios: [...detailsTrial28NameScenarios, ...detailsTrial28FloorScenarios, ...detailsTrial28QuestionScenarios, ...detailsTrial28DniScenarios, ...detailsTrial28PickupScenarios] }, // details29
  { theme: "retail: cross streets kept whole, a payment said beside a question, an earlier address (blind trial 29)", scenarios: [...detailsTrial29CrossScenarios, ...detailsTrial29PaymentScenarios, ...detailsTrial29YesScenarios, ...detailsTrial29EarlierAddressScenarios, ...detailsTrial29NameScenarios] }, // details30
  { theme: "retail: \"dejalo así\" keeps the order, the pickup before a name, a doubt about the DNI (blind trial 31)", scenarios: [...detailsTrial31KeepScenarios, ...detailsTrial31PickupScenarios, ...detailsTrial31WhyScenarios] }, // details32
  { theme: "retail: lead-in words before the street, a cart edit at the summary reads no name, a refused DNI (blind trial 32)", scenarios: [...detailsTrial32AddressScenarios, ...detailsTrial32EditScenarios, ...detailsTrial32DniScenarios, ...detailsTrial32CloseScenarios, ...detailsTrial32PointedScenarios] }, // details33
  { theme: "retail: a building named before the street, a name beside a DNI, Córdoba capital, a list sent once (blind trial 36)", scenarios: detailsTrial36Scenarios }, // details37
  { theme: "retail: a fuller first name with a surname replaces the short one stored (blind trial 38)", scenarios: detailsTrial38Scenarios }, // details40
  { theme: "packs: a phone said alone in a burst kept, a doorbell said after the address added once (blind trial 24)", scenarios: [...packsTrial24Scenarios, ...packsTrial24DoorbellScenarios, ...packsTrial24PriceScenarios] }, // details25
  { theme: "retail: questions never asked a third time, details recognised in any state (blind trial 18, asks18)", scenarios: asksTrial18Scenarios }, // asks18
  { theme: "retail: corrections at the summary — a name said wrong, a floor or number as 'X no Y', a street after a correction word (blind trial 18)", scenarios: summaryTrial18Scenarios }, // summary18
  { theme: "retail: a floor said over an ordinal floor replaces it, 'es X no Y' over the stored name replaces it (blind trial 33)", scenarios: summaryTrial33Scenarios }, // summary34
  { theme: "retail: a count with 'nomás' beside other lines asks to keep only it, a delivery word never a name, the list reminder names its kind (blind trial 37)", scenarios: summaryTrial37Scenarios }, // summary39
  { theme: "retail: a floor and flat corrected together at the summary are stored once (blind trial 34)", scenarios: addressesTrial34Scenarios }, // addresses35
  { theme: "retail: a floor and flat said together at the summary, corrections after the order, addresses before products, a DNI never the phone (blind trial 37)", scenarios: addressesTrial37Scenarios }, // addresses38
  { theme: "almacén: the address ends where its parts end, streets are never products (blind trial 6)", scenarios: addrTrial7Scenarios },
  { theme: "the agent stack: support, info, returning customers (the kiosk)", scenarios: stackScenarios },
  { theme: "the agent stack in blind trial 8: closed handoffs, impatience beside content, thanks that is no yes, cancelling, hurry (stack9)", scenarios: stackTrial9Scenarios },
  { theme: "support: complaints, anger and questions in customer trials (issues 14, 15)", scenarios: supportTrialScenarios },
  { theme: "kiosk: blind trial 4a (issue 15)", scenarios: kioskTrialScenarios },
  { theme: "retail: a quantity said again is the total, not more (blind trial 6)", scenarios: qtyTrialScenarios },
  { theme: "retail: quantities and second items beside an add or an edit (blind trial 8)", scenarios: qtyTrial9Scenarios },
  { theme: "packs conversation scenarios (the mattress shop)", scenarios: packsScenarios },
  { theme: "packs: the sale as customers write it", scenarios: packsMoreScenarios },
  { theme: "packs: blind trial 6 (delivery questions, numbered streets, labels, quantity changes)", scenarios: packsTrial6Scenarios },
  { theme: "packs: blind trial 7 (promos asked, English and Portuguese, sizes, impatience)", scenarios: packsTrial7Scenarios },
  { theme: "packs: blind trial 7, round 8 (a yes with a question, names in parts, noted once, prices at once)", scenarios: packsTrial8Scenarios },
  { theme: "packs: blind trial 8, round 9 (promos with the data, bursts with a price question, payment said once, halves for a person, names and floors)", scenarios: packsTrial9Scenarios }, // packs9
  { theme: "packs: blind trial 9, round 10 (a pack named anywhere kept, optional details invited once, bot questions, capitalised surnames, CABA)", scenarios: packsTrial10Scenarios }, // packs10
  { theme: "packs: blind trial 10, round 11 (every question answered, delivery time with the summary, name with a yes, clear city, correction beside a question, no cheer to annoyance)", scenarios: packsTrial11Scenarios }, // packs11
  { theme: "packs: blind trial 11, round 12 (city before the street, a labelled detail beside a question, a yes with a price question, clear names, one next thing, x2 counts)", scenarios: packsTrial12Scenarios }, // packs12
  { theme: "packs: blind trial 12, round 13 (a question beside anything answered, English names, dire, middle names, yes with a question, nothing invited twice, city after the phone)", scenarios: packsTrial13Scenarios }, // packs13
  { theme: "packs: blind trial 14, round 15 (a yes with a hurry, packs said in words, a payment asked as a question, an address beside a question)", scenarios: packsTrial15Scenarios }, // packs15
  { theme: "packs: blind trial 15, round 16 (a city without the words around it, a pack changed in one breath, Pix, details asked in turn)", scenarios: [...packsTrial16Scenarios, ...packsTrial16PackScenarios, ...packsTrial16PaymentScenarios, ...packsTrial16AskingScenarios] }, // packs16
  { theme: "packs: blind trial 16, round 17 (details in one list, address add-ons, questions beside a yes, angry order, methods once)", scenarios: [...packsTrial17Scenarios, ...packsTrial17AddressScenarios, ...packsTrial17QuestionScenarios, ...packsTrial17AngerScenarios] }, // packs17
  { theme: "packs: blind trial 19 (a corrected street number, a name at the promos question, a pack said ahead, a price question about a pack)", scenarios: [...packsTrial19Scenarios, ...packsTrial19NameScenarios, ...packsTrial19PackScenarios, ...packsTrial19PriceScenarios] }, // packs19
  { theme: "packs: blind trial 22, round 23 (a details list beside a delivery question, a payment word at the name question, Portuguese address corrections, a pack at the city question)", scenarios: [...packsTrial22Scenarios, ...packsTrial22PortugueseScenarios, ...packsTrial22PackScenarios] }, // packs23
  { theme: "packs: blind trial 28, round 29 (complaint words never a name, a city before the street, a cancel at any question, a burst surname, the delivery time once, money concerns)", scenarios: [...packsTrial28Scenarios, ...packsTrial28MoneyScenarios] }, // packs29
  { theme: "packs: blind trial 29, round 30 (a surname after a stored first name, \"soy de X\" as the city, a money remark beside a price, the model said once, an English product word)", scenarios: [...packsTrial29Scenarios, ...packsTrial29MoneyScenarios, ...packsTrial29EnglishScenarios] }, // packs30
  { theme: "packs: blind trial 31, round 32 (an angry opener with a pack keeps the pack, keeping the pack at the summary is no cancel, \"quiero un colchon\" beside the details is the 1-pack, an opener is never a goodbye)", scenarios: packsflowTrial31Scenarios }, // packsflow32
  { theme: "packsdetails: blind trial 31, round 32 (name words in one burst are one name, a stated city never replaced by a guess, a payment word never a city)", scenarios: [...packsdetailsTrial31Scenarios] }, // packsdetails32
  { theme: "packs: blind trial 32, round 33 (fillers before a details list never a name, a price question is no going ahead, a refusal beside a question, the middle option, a payment said after it was asked)", scenarios: packsTrial32Scenarios }, // packs33
  { theme: "packs: blind trial 33, round 34 (a filler sentence before a details list is no name, a full name at the promos question, a name beside a phone at the name question)", scenarios: packsnamesTrial33Scenarios }, // packsnames34
  { theme: "packs: a complaint or a city at the wrong question, the cheapest pack, a want at the promos question (blind trial 34)", scenarios: packsTrial34Scenarios }, // packs35
  { theme: "packs: a known city before the street, a read-back asked once, \"si quiero\" to the promos, the pack asked about then wanted, two prices in one question (blind trial 35)", scenarios: packsTrial35Scenarios }, // packs36
  { theme: "packs: wanting to buy at the name question, money short after a price, the cheapest said beside the details (blind trial 37)", scenarios: packsTrial37Scenarios }, // packs38
  { theme: "the customer's language: English and Portuguese end to end, no Spanish line (issue 14.5, trial 6)", scenarios: languageTrialScenarios },
  { theme: "cart, way and packs summary found while integrating round 6", scenarios: leadTrial6Scenarios },
  { theme: "hurry with an order, no internal names, English and Portuguese waiting lines, tool refusals and shop texts (blind trial 7, lang8)", scenarios: langTrial8Scenarios },
  { theme: "words never searched as products, plurals and diminutives found, near products offered, several price questions (blind trial 8, products9)", scenarios: productsTrial9Scenarios },
  { theme: "retail: the kiosk cart and picks in blind trial 6 (sizes from an answer, removals, fillers, cheapest, bursts, English, Portuguese)", scenarios: cartTrial7Scenarios },
  { theme: "retail: orders after an answer, sizes that are picks, brands that pick a shown row (blind trial 7)", scenarios: cartTrial8Scenarios },
  { theme: "one answer per question, '¿sos un bot?' at any step, almacén questions mid-order (blind trial 9, answers10)", scenarios: answersTrial10Scenarios }, // answers10
  { theme: "insults hand off, 'y X' after a product question asks, impatience answers the product, shopkeeper stock sentences, cuotas (blind trial 10, answers11)", scenarios: answersTrial11Scenarios }, // answers11
  { theme: "hours as asked, never silent while a person is awaited, no data said honestly, a strong yes, no echoed Spanish (blind trial 12, answers12)", scenarios: answersTrial12Scenarios }, // answers12
  { theme: "mood beside an order, fallback re-asks the open question, delivery yes/no and time, open choices before the summary (blind trial 12, chatter13)", scenarios: chatterTrial13Scenarios }, // chatter13
  { theme: "almacén: rows named beside a question, descriptions of one row, the cheapest, lists by place, same-named rows (blind trial 8)", scenarios: picksTrial9Scenarios }, // picks9
  { theme: "almacén: ordinary words never searched, tea as a product, containers and near products, no not-found beside an offer (blind trial 9, words10)", scenarios: wordsTrial10Scenarios }, // words10
  { theme: "a dozen in every language, little words never searched, products not sold said so, the customer's own word quoted (blind trial 10, words11)", scenarios: wordsTrial11Scenarios }, // words11
  { theme: "Portuguese product words, zero and sugar free, people and earlier messages never products, counts as quero 2 / x2 / são 2 (blind trial 11, words12)", scenarios: wordsTrial12Scenarios }, // words12
  { theme: "negations never searched, everyday product words, no product nobody named, counts in English and Portuguese (blind trial 12, words13)", scenarios: wordsTrial13Scenarios }, // words13
  { theme: "breads not sold said so, halves kept, \"não a X\" excludes (blind trial 12, words14)", scenarios: wordsTrial14Scenarios }, // words14
  { theme: "size-only references, plain nouns, filler words, counts after an offer (blind trial 14, words15)", scenarios: wordsTrial15Scenarios }, // words15
  { theme: "order verbs, typo questions, English plurals, products not sold, sized rows (blind trial 15, words16)", scenarios: wordsTrial16Scenarios }, // words16
  { theme: "product nouns kept, every product answered, specialty rows asked, plain labels, true price tips (blind trial 16, words17)", scenarios: wordsTrial17Scenarios }, // words17
  { theme: "flavour and size held together, product noun phrases kept, a no inside a pick, products not sold said (blind trial 17, words18)", scenarios: [...wordsTrial18Scenarios, ...wordsbTrial18Scenarios] }, // words18 wordsb18
  { theme: "dictated digits, sizes and commas, \"sin X\" after X was not sold (blind trial 19, words19)", scenarios: wordsTrial19Scenarios }, // words19
  { theme: "product sentences never an address, sizes in number words, misspelt verbs, self-corrections (blind trial 20, words20)", scenarios: wordsTrial20Scenarios }, // words20
  { theme: "self-corrections inside a question, litres and a quarter, litres as a count, products not sold in other words (blind trials 19–20, words21)", scenarios: wordsTrial21Scenarios }, // words21
  { theme: "\"y después X\" joins the next product, a kilo of bread is no breadcrumbs, an address at the address step is never searched (blind trial 24, words25)", scenarios: wordsTrial24Scenarios }, // words25
  { theme: "ordinary lines misread: a spoken flour grade in a question, verbs of asking never searched, a cart line said again, a dozen's price, a typed button label, a product only mentioned in another's name (blind trial 25, words26)", scenarios: wordsTrial25Scenarios }, // words26
  { theme: "words and counts misread: a count before a product word is never a size, a row described beside impatience is a pick, English still/sparkling water (blind trial 26, words27)", scenarios: wordsTrial26Scenarios }, // words27
  { theme: "closing words in every language never searched, a question about the cart never an add, order phrases and question words never searched, a dozen's price (blind trial 28, words29)", scenarios: wordsTrial28Scenarios }, // words29
  { theme: "fillers around a removal never the thing removed (blind trial 31, words32)", scenarios: wordsTrial31Scenarios }, // words32
  { theme: "product words in the customer's own form: a diminutive is the row's word (blind trial 34, words35)", scenarios: wordsTrial34Scenarios }, // words35
  { theme: "adverbs around an order are never product words, a removal of what was just added, a flavour said to a list (blind trial 37, words38)", scenarios: wordsTrial37Scenarios }, // words38
  { theme: "the subjunctive of a sending verb and a hesitation are never product words (blind trial 38, words40)", scenarios: wordsTrial38Scenarios }, // words40
  { theme: "a pick is never the customer's name, a brand with \"o\" inside is one name, \"una menos\" is one fewer, \"espera\" is never a name (blind trials 29–30, lead)", scenarios: leadTrial29Scenarios }, // lead29
  { theme: "a count corrected (\"no perdón, 2\") to a list or offer asked for another count is its new count, impatience with a list open, \"no, la otra, X\" answering a list asked after the last line (blind trials 32–33, lead)", scenarios: leadTrial32Scenarios }, // lead33
  { theme: "a payment named as the fallback to a card (\"card? if not, cash\") is the way chosen; an address or a question beside an order is never lost (blind trial 32, lead)", scenarios: leadTrial34Scenarios }, // lead35
  { theme: "a count with a polite word right after a pick is its count; a flat's letter said right and wrong corrects the address (blind trial 36, lead)", scenarios: leadTrial35Scenarios }, // lead36
  { theme: "retail: swaps that replace, sizes never counts, self-corrections in long messages, one cart recap (blind trial 9)", scenarios: editsTrial10Scenarios }, // edits10
  { theme: "retail: removes that name a line by its words, swaps to the named row, declines that keep the cart, counts kept (blind trial 10)", scenarios: editsTrial11Scenarios }, // edits11
  { theme: "retail: swaps to a named row replace the cart line, remove plus count in one message (blind trial 11)", scenarios: editsTrial12Scenarios }, // edits12
  { theme: "retail: two or three cart things in one message all done, a change at the summary shows it again (blind trial 12)", scenarios: editsTrial13Scenarios }, // edits13
  { theme: "retail: a missing item complained about is added, English sizes, more of a placed order (blind trial 12, round 14)", scenarios: editsTrial14Scenarios }, // edits14
  { theme: "retail: swaps replace, negated items never added, dozens (blind trial 14, round 15)", scenarios: editsTrial15Scenarios }, // edits15
  { theme: "retail: counts after products, row words in swaps, totals, restated carts, refused removals (blind trial 15, round 16)", scenarios: editsTrial16Scenarios }, // edits16
  { theme: "retail: plural removes, counts said again, restated carts, round 16 swaps (blind trial 16, round 17)", scenarios: editsTrial17Scenarios }, // edits17
  { theme: "retail: refused offers never added, \"listo\" is no yes, a dozen is one pack (blind trial 18)", scenarios: offersTrial18Scenarios }, // offers18
  { theme: "retail: \"no, la otra\" after a pick swaps it, offers stay alive, undo restores (blind trial 18)", scenarios: offersbTrial18Scenarios }, // offersb18
  { theme: "retail: dictated \"coma\"/\"punto\" anywhere, \"otra X\" of a cart line, \"confirmamos\" never a yes to a stale offer (blind trial 22)", scenarios: offersTrial22Scenarios }, // offers23
  { theme: "retail: a removed product is never offered back, \"ponelo igual\" adds, one offered row is never \"no me dijiste cuál\" (blind trial 27)", scenarios: offersTrial27Scenarios }, // offers28
  { theme: "retail: a yes answers the last question (the tip after a refusal), out of stock offers the rest of the shelf, impatience re-asks (blind trial 29)", scenarios: offersTrial29Scenarios }, // offers30
  { theme: "retail: \"media de jamón\" is a weight, \"no, X\" to an offer closes it once X is picked (blind trial 31)", scenarios: offersTrial31Scenarios }, // offers32
  { theme: "retail: a stock offer survives a question in between, \"no, <words>\" to an offer searches the words (blind trial 32)", scenarios: offersTrial32Scenarios }, // offers33
  { theme: "retail: a yes to several products named asks which (blind trial 35)", scenarios: offersTrial35Scenarios }, // offers36
  { theme: "retail: a yes to several products named asks which, a count travels with a list after a placed order (blind trial 36)", scenarios: offersTrial36Scenarios }, // offers37
  { theme: "retail: a size not sold of the product just quoted is said, the offer survives a question, an order emptied by the stock offers its shelf (blind trial 37)", scenarios: offersTrial37Scenarios }, // offers38
  { theme: "retail: an order naming another brand or the plain variant after a product answer is its own product (blind trial 38)", scenarios: offersTrial38Scenarios }, // offers40
  { theme: "retail: a \"no\" that names what is wanted instead (\"no, X digo, no Y\", \"no, X, no Y. dame la de Z\") is that order (blind trial 23)", scenarios: refusalsTrial23Scenarios }, // refusals24
  { theme: "retail: \"quiero Y, no X\" swaps, \"no, la otra, el X\" after a pick, remove plus only (blind trial 20)", scenarios: swapsTrial20Scenarios }, // swaps20
  { theme: "retail: \"no mejor X\" after an add replaces it, replacements keep the count, size words belong to their product (blind trials 19–20, round 21)", scenarios: swapsTrial21Scenarios }, // swaps21
  { theme: "retail: a count said right after an add corrects that line; a count with a two-row answer asks which (blind trial 19)", scenarios: countsbTrial19Scenarios }, // countsb19
  { theme: "retail: a placed order reopened shows the new summary, the new order names the one it replaced (blind trial 18)", scenarios: reopenTrial18Scenarios }, // reopen18
  { theme: "almacén: picks in the customer's own words inside long messages, a place beside a description, the cheapest in every phrasing, a count after \"Sí, tenemos\" (blind trial 9)", scenarios: picksTrial10Scenarios }, // picks10
  { theme: "almacén: picks for two open lists in one message, one row that fits, picks among the rows \"Sí, tenemos\" answered (blind trial 10)", scenarios: picksTrial11Scenarios }, // picks11
  { theme: "almacén: shared words, Portuguese picks, two lists by description, counts, \"de cada uno\", a pick beside a question (blind trial 11)", scenarios: picksTrial12Scenarios }, // picks12
  { theme: "almacén: a row with its count, the one shown row a description fits, \"de medio\", \"agregala\" beside a pick, no list from a pick's own words (blind trial 12)", scenarios: picksTrial13Scenarios }, // picks13
  { theme: "almacén and kiosk: size words said to an offer, a count with a size to a two-row question, the biggest of a one-size line, English picks (blind trial 12)", scenarios: picksTrial14Scenarios }, // picks14
  { theme: "almacén: a pick said with details or a close (blind trial 14)", scenarios: picksTrial15Scenarios }, // picks15
  { theme: "almacén: a leftover list the cart already covers, picks beside an edit, a count after a pick (blind trial 15)", scenarios: picksTrial16Scenarios }, // picks16
  { theme: "almacén: a row of a list named by its word, price questions, counts beside names (blind trial 16)", scenarios: picksTrial17Scenarios }, // picks17
  { theme: "kiosk: counts after an offer of what instead, a count corrected (blind trial 17)", scenarios: picksTrial18Scenarios }, // picks18
  { theme: "counts: a count said with a pick is that row's count (blind trial 19)", scenarios: countsTrial19Scenarios }, // counts19
  { theme: "counts: a bare count to an open list or an offered pair is a count, never a row; N del X is N of row X (blind trial 21)", scenarios: countsTrial21Scenarios }, // counts22
  { theme: "counts: a product named with a count already in the cart is that line; a shortfall said; the big one is the largest offered (blind trial 21)", scenarios: countsbTrial21Scenarios }, // countsb22
  { theme: "counts: \"de cada una\" is every line just added, \"mais uma\" one more, a row with no list open edits nothing, a count after a pick is that line's (blind trial 24)", scenarios: countsTrial24Scenarios }, // counts25
  { theme: "counts: a bare count after a stock refusal is the refused product's, a count after two products named asks which, \"do/da\" is \"de\", \"dejame N nomás\" sets the line (blind trial 25)", scenarios: countsTrial25Scenarios }, // counts26
  { theme: "counts: a yes to a stock offer beside other products is taken (or the sell-out said at once), a word that fits the line just added is that line (blind trial 26)", scenarios: countsTrial26Scenarios }, // counts27
  { theme: "counts: units of a pack product are never packs (\"media docena\" of 12-egg cartons said so), a trailing bare number is the count, a count naming a cart line sets it, \"#N\" with no list edits nothing (blind trial 28)", scenarios: countsTrial28Scenarios }, // counts29
  { theme: "counts: a hundred or more before \"de\" and a weighed product is grams, a bare correction counts the open list, \"2 de cada una\" sets every line just named, \"então\" is a filler (blind trial 29)", scenarios: countsTrial29Scenarios }, // counts30
  { theme: "counts: \"otra X\" with the list for X open is that list for one more, \"eran N\" sets the total and adds nothing (blind trial 32)", scenarios: countsTrial32Scenarios }, // counts33
  { theme: "counts: a count after the row named is that row's count, \"mejor N de X\" sets the cart line X names (blind trial 35)", scenarios: countsTrial35Scenarios }, // counts36
  { theme: "counts: the count said with the order verb after a product question is the order's count, a bare count with the order verb in any language is never a size row (blind trial 37)", scenarios: countsTrial37Scenarios }, // counts38
  { theme: "retail: \"1 de cada uno\" after a price and a not-sold answer adds the priced one and asks the nearest rows for that count; \"ver más\" after an answer naming products is more of that search (blind trial 37)", scenarios: ofeachTrial37Scenarios }, // ofeach39
  { theme: "weights: \"un paquete más, la misma\" beside its kind in a first message, a count after the product, \"2 de las más baratas\" after a not-sold answer, \"coca de 2 y cuarto\" in a burst (blind trial 34)", scenarios: weightsTrial36Scenarios }, // weights37
  { theme: "kioskedits: \"agregame/sumame N X\" with X in the cart adds N, also right after a price question about X (blind trial 34)", scenarios: kioskeditsTrial34Scenarios }, // kioskedits35
  { theme: "offer counts: a count taken off a product still offered lowers the offer, a yes to a stock offer beside another product takes both, \"y si tienen quiero tres de esas\" orders that count (blind trial 33)", scenarios: offercountsTrial33Scenarios }, // offercounts34
  { theme: "kiosk and almacén: a count after an offer of what instead, \"de cada una\" over two lists, a count sent alone in a burst (blind trial 17)", scenarios: picksbTrial18Scenarios }, // picksb18
  { theme: "open choices when the customer moves on, a row number is no count, dictated punctuation (blind trial 18, checkout18)", scenarios: checkoutTrial18Scenarios }, // checkout18
  { theme: "almacén: picks read as declines, rows by a feature, a count beside a row word, a count that sets a line (blind trial 16)", scenarios: listsTrial17Scenarios }, // lists17
  { theme: "almacén: several open lists: a list closed by the cart, picks aimed at an earlier list, counts of picks, the open choice before details (blind trial 17)", scenarios: listsTrial18Scenarios }, // lists18
  { theme: "almacén: a size word alone among several open lists, a brand swapped within the list just picked (blind trial 18, listsb)", scenarios: listsbTrial18Scenarios }, // listsb18
  { theme: "almacén: a row and its count with a polite word, a button named by its place (blind trial 20)", scenarios: listsTrial20Scenarios }, // lists20
  { theme: "almacén: a size said with a list and an offer open, 'sin X, ya la tengo en el carrito', an offered product beside several picks (blind trials 18–20)", scenarios: listsTrial21Scenarios }, // lists21
  { theme: "almacén: bare rows beside a described pick answer the other open lists in the order asked (blind trial 22)", scenarios: listsTrial22Scenarios }, // lists23
  { theme: "almacén: a row number at the summary picks from the list it left out, 'los primeros', lists named in a pick, lists kept after a removal (blind trials 22–24)", scenarios: listsTrial24Scenarios }, // lists25
  { theme: "almacén: one pick of an open list is one row for the list's count (blind trial 27)", scenarios: listsTrial27Scenarios }, // lists28
  { theme: "almacén: a refusal said to an open list lets the list go, never a cart line (blind trial 29)", scenarios: listsTrial29Scenarios }, // lists30
  { theme: "almacén: the open list's rows read first, a row named in full, words fitting two lists asked (blind trial 31)", scenarios: listsTrial31Scenarios }, // lists32
  { theme: "almacén: an answer to an open list is never the address, a pick answers one list, nada lets a list go (blind trial 35)", scenarios: listsTrial35Scenarios }, // lists36
  { theme: "almacén: a tap answers the list it was shown with, never asked across two open lists (blind trial 36)", scenarios: listsTrial36Scenarios }, // lists37
  { theme: "picks: an answer goes to the open list it fits, a \"no, el X era Y\" correction swaps the line (blind trial 32, picks33)", scenarios: [...picksTrial32Scenarios, ...picksTrial32CheapScenarios, ...picksTrial32NarrowScenarios] }, // picks33
  { theme: "picks: a superlative picks one row of an open list, words that fit an open list answer it (blind trial 34, picks35)", scenarios: picksTrial34Scenarios }, // picks35
  { theme: "almacén: open lists never lost — a pick of another list, a removal, checkout (blind trial 25)", scenarios: pendingTrial25Scenarios }, // pending26
  { theme: "almacén: open lists never lost — another product ordered, a closing word, a yes at the summary (blind trial 28)", scenarios: pendingTrial28Scenarios }, // pending29
  { theme: "replies in the customer's words, a tip never repeating the answer, order complaints handed off with an apology (blind trial 14, answers15)", scenarios: answersTrial15Scenarios }, // answers15
  { theme: "delivery asked with a place, every question answered, impatience keeping the order, English never quoting the Spanish reading (blind trial 15, answers16)", scenarios: answersTrial16Scenarios }, // answers16
  { theme: "when a placed order arrives, question marks that are no wait (blind trial 16, answers17)", scenarios: answersTrial17Scenarios }, // answers17
  { theme: "hurry alone and a single payment word (blind trial 17, answers18)", scenarios: answersTrial18Scenarios }, // answers18
  { theme: "answers and replies (blind trial 18, answersb18)", scenarios: answersbTrial18Scenarios }, // answersb18
  { theme: "a way to pay the shop lacks sets nothing, 'ya te dije, X' is an answer (blind trial 20, answers20)", scenarios: answersTrial20Scenarios }, // answers20
  { theme: "the order inside a complaint, one not-sold line each, a brand not sold said plainly, a complaint about the placed order (blind trials 18–20, answers21)", scenarios: answersTrial21Scenarios }, // answers21
  { theme: "a question about the products in play is answered, never taken as an order; 'esa, 3' takes the product just named (blind trial 22, questions23)", scenarios: questionsTrial22Scenarios }, // questions23
  { theme: "a removal beside an add is kept; 'cuántas X tengo?' answers from the cart; 'de X nada', 'para q el dni', a greeting before '¿tenés…?' and a wait said without 'que' read (blind trial 34, questions35)", scenarios: questionsTrial34Scenarios }, // questions35
  { theme: "a delivery question asking the fee and the time gets both; '¿a qué hora llega el envío?' is when; pickup hours said once; an add to a confirmed order says its price and the new total (blind trial 35, questions36)", scenarios: questionsTrial35Scenarios }, // questions36
  { theme: "the cheapest pack named when asked, the ways to pay, 'acá' never a place, the price list shown, 'ver más' on a product list (blind trial 36, questions37)", scenarios: questionsTrial36Scenarios }, // questions37
  { theme: "almacén: a size label said to an open list of sized rows narrows it; a category question beside a product ask answers in one reply (blind trial 36, sizes37)", scenarios: sizesTrial36Scenarios }, // sizes37
  { theme: "a complaint carrying a new order takes the order; 'no tengo' / 'no' / 'no tiene' at the DNI question is no DNI; 'para qué quieren el dni / todo eso?' answers why (blind trial 35, angry36)", scenarios: angryTrial35Scenarios }, // angry36
  { theme: "first messages and questions lost or half answered: describing words never searched, a method the shop lacks (blind trial 21, openers22)", scenarios: openersTrial21Scenarios }, // openers22
  { theme: "what openers22 left of trial 21: an order beside a greeting, every question of a message, a question under a no, English anger (blind trial 21, openersb22)", scenarios: openersbTrial21Scenarios }, // openersb22
  { theme: "the summary and the yes: a yes beside a change, pickup with an address remark, pack with payment, an address ending an order (blind trial 18, closing18)", scenarios: closingTrial18Scenarios }, // closing18
  { theme: "lists left out of the summary stay answerable; a yes to another question never confirms (blind trial 19, leftout19)", scenarios: leftoutTrial19Scenarios }, // leftout19
  { theme: "which open question an answer belongs to: typed rows, the other row, listo with a pick pending (blind trial 21, picks22)", scenarios: picksTrial21Scenarios }, // picks22
  { theme: "retail: \"no mejor X\" replaces the line just added, the other row when there is none, \"no, la otra, X\" replaces, a size not made (blind trials 20–21, swaps22)", scenarios: swapsRound22Scenarios }, // swaps22
  { theme: "retail: an unanswered \"no, la otra\" keeps the line and says so, \"no, la otra, X\" names the row, \"que sea X no Y\" to an offer (blind trial 24, swaps25)", scenarios: swapsTrial24Scenarios }, // swaps25
  { theme: "retail: a change of product said as a swap replaces the line with its count, a pending swap survives other turns (blind trial 25, swaps26)", scenarios: swapsTrial25Scenarios }, // swaps26
  { theme: "retail: \"X, no Y\" never picks Y, \"no quiero X, Y\" swaps with the count, a count beside a swap wins (blind trial 27, swaps28)", scenarios: swapsTrial27Scenarios }, // swaps28
  { theme: "retail: \"mejor X en vez de Y\" swaps with Y's count, \"no, la otra\" right after a removal, a removed line put back (blind trial 28, swaps29)", scenarios: swapsTrial28Scenarios }, // swaps29
  { theme: "retail: a plain request never takes a row with a variant not said, \"no sin tacc\" is no pick, \"sin X\" of nothing sold is no search (blind trial 29, swaps30)", scenarios: swapsTrial29Scenarios }, // swaps30
  { theme: "a description that fits several rows asks among them; a price asked of several rows names each (blind trial 21, picksb22)", scenarios: picksbTrial21Scenarios }, // picksb22
  { theme: "a size said beside a row number never changes the count asked (blind trial 23, beer24)", scenarios: beerTrial23Scenarios }, // beer24
  { theme: "picks from open lists: describing parts of one list intersect, a question never adds (blind trial 26, picks27)", scenarios: [...picksTrial26Scenarios, ...picksTrial26QuestionScenarios, ...picksTrial26PercentScenarios] }, // picks27
  { theme: "the customer's language switches only on a run of the other language or when asked; impatience carrying a question, brands asked, a handoff kept (blind trial 24, voice25)", scenarios: voiceTrial24Scenarios }, // voice25
  { theme: "while a person is awaited, a pick of an open list or products found are taken; the rest only acknowledged; \"mejor no, dejalo\" after a removal is an undo (blind trial 25, waiting26)", scenarios: [...waitingTrial25Scenarios, ...waitingTrial25DropScenarios] }, // waiting26
  { theme: "impatience keeps the open question and never greets, complaint words never searched, presence beside an order, one apology (blind trial 22, mood23)", scenarios: moodTrial22Scenarios }, // mood23
  { theme: "'me contestan' keeps the open question, a question beside an insult answered, an apology for what happened once, no hour offered unasked (blind trial 26, mood27)", scenarios: moodTrial26Scenarios }, // mood27
  { theme: "a bare wait mid-conversation is impatience, never an after-sale complaint; leaving for another shop with a list open is a goodbye (blind trial 27, mood28)", scenarios: moodTrial27Scenarios }, // mood28
  { theme: "capitals are the same message and an order beside impatience is taken; impatience with a cart apologised for; unanswered prices answered from the cart; a yes with an empty cart; something cheaper from the shelf (blind trial 28, mood29)", scenarios: moodTrial28Scenarios }, // mood29
  { theme: "a burst's parts in the order sent, 'otra X' beside '1 X' one list, a row number said again, a stock offer kept open (blind trial 31, bursts32)", scenarios: burstsTrial31Scenarios }, // bursts32
  { theme: "a removal in the same burst as its order folded into that order's count: a waiting list asks for less, an add is one reply (blind trial 32, bursts33)", scenarios: burstsTrial32Scenarios }, // bursts33
  { theme: "several products in one message each its own line: a purpose lead-in set aside, \"N de X\" after \"1 kg de Y\" its own line (blind trial 36, bursts37)", scenarios: burstsTrial36Scenarios }, // bursts37
  { theme: "a burst read together: a recount applies to what the burst ordered, an order after a product question is that product, \"1/2 kilo de X\" is X's size (blind trial 38, bursts40)", scenarios: burstsTrial38Scenarios }, // bursts40
];
