// The customer's language: detection (detect.ts), the customer's words read as Spanish
// (reading.ts, synonyms.ts), and the replies from the message catalog (phrase.ts, messages-*.ts).

export { DEFAULT_LANG, detectLanguage, LANGS, nextLanguage, type Lang } from "./detect";
export { readAsSpanish, readWith, type Table } from "./reading";
export { factPhraseIn, fieldWord, isNamedField, joinList, NAMED_FIELDS, type NamedField, langOf, MESSAGE_KEYS, paymentWord, phrase, phrasings, sentence, word, type MessageKey, type Params, type Phrasing } from "./phrase";
export { readLanguage } from "./turn";
