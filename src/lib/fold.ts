// Text as the readers compare it: lowercase, without accents ("Cambiámelo" → "cambiamelo").

export function fold(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
