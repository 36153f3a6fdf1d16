import type { Session } from "./session";

// A reply at the summary can end with a question that is not the summary's ("No tengo 'de las
// chicas' … ¿Te sirve otra cosa?"): the customer's next "sí" answers that question, never the
// order's "¿Confirmamos?" (t19a 106 placed an order without the cokes that way).

/** session.extra key: the turn whose reply ended with a question other than the summary's. */
const OTHER_QUESTION_AT = "otherQuestionAt";

/** This turn's reply asks something a yes could answer, other than the summary. */
export function askedOtherQuestion(session: Session): void {
  session.extra[OTHER_QUESTION_AT] = session.turns ?? 0;
}

/** The summary's question was asked (again) after it: a yes is for the order. */
export function summaryAskedAgain(session: Session): void {
  delete session.extra[OTHER_QUESTION_AT];
}

/** The last reply's question was not the summary's: a bare yes now does not place the order. */
export function yesOwedElsewhere(session: Session): boolean {
  return session.extra[OTHER_QUESTION_AT] === (session.turns ?? 0) - 1;
}
