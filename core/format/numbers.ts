/**
 * Numbers as the guest's language writes them (8.0 in English, 8,0 in German, French and Dutch):
 * never toFixed, which always writes the English point.
 */
export function formatDecimal(value: number, language: string, fractionDigits = 1): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
