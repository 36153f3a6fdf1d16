/** Money is always an integer count of minor units (centavos). These helpers keep it so. */

export function assertMinor(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be an integer of minor units, got ${amount}`);
  return amount;
}

export function addMinor(...amounts: number[]): number {
  return assertMinor(amounts.reduce((sum, a) => sum + assertMinor(a), 0));
}

export function multiplyMinor(unitPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return assertMinor(assertMinor(unitPrice) * quantity);
}

/**
 * "$ 1.500" (ARS has cents in data but shops quote whole pesos; cents shown only when present).
 * Formatting is done by hand: Intl in Workers may lack es-AR data.
 */
export function formatMoney(amount: number, currency = "ARS"): string {
  assertMinor(amount);
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const symbol = currency === "ARS" || currency === "UYU" || currency === "CLP" || currency === "MXN" || currency === "COP" ? "$" : `${currency} `;
  const text = `${symbol}${grouped}${cents ? "," + String(cents).padStart(2, "0") : ""}`;
  return negative ? `-${text}` : text;
}
