import { fold } from "../../lib/fold";

// Given names common in Argentina that customers write as a middle name ("Jorge" then "Luis
// Sanchez", "María José Pérez"): a name word known to be a given name is never stored as the
// first word of a surname. Small on purpose: an unknown word stays where the reading put it.

const GIVEN_NAMES = new Set(
  (
    "juan jose luis carlos jorge miguel pablo pedro martin andres alberto antonio manuel daniel diego eduardo fernando francisco gabriel gustavo hector javier marcelo mario matias nicolas oscar raul ricardo roberto sergio tomas alejandro agustin ignacio esteban emiliano facundo federico gonzalo hernan julian lucas maximiliano sebastian santiago ramon enrique angel cesar ruben adrian alfredo ramiro ezequiel leandro lautaro mauricio cristian rodrigo joaquin " +
    "maria ana laura lucia sofia paula carla andrea silvia patricia claudia marta monica gabriela florencia victoria belen cecilia ines julieta valeria veronica romina natalia lorena mariana alejandra beatriz rosa teresa elena isabel susana graciela josefina camila agustina milagros soledad luz pilar"
  ).split(" "),
);

/** The word is a given name customers use as a first or middle name. */
export function isGivenName(word: string | undefined): boolean {
  return !!word && GIVEN_NAMES.has(fold(word).trim());
}
