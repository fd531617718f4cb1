/** Units said with a vital, written the way the clinical model keeps them. */

/**
 * °F or °C, from the unit as said or, for a bare value or "degrees", from the value: a body temperature of 90
 * or more is Fahrenheit, of 45 or less Celsius; in between it is neither.
 */
export function temperatureScale(said: string | undefined, value: number): '°F' | '°C' | undefined {
  const unit = said?.toLowerCase() ?? '';
  if (/f/.test(unit)) return '°F';
  if (/c/.test(unit)) return '°C';
  if (value >= 90) return '°F';
  if (value <= 45) return '°C';
  return undefined;
}

const CM_PER_FOOT = 30.48;
const CM_PER_INCH = 2.54;

/** Height in cm from feet and inches ("5 feet 6 inches" → 167.6), to a millimetre. */
export function feetAndInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * CM_PER_FOOT + inches * CM_PER_INCH) * 10) / 10;
}

export type WeightUnit = 'kg' | 'lb';

/** The unit a weight said bare is in: pounds in a US visit ("your weight is one sixty two"), kilograms elsewhere. */
export const bareWeightUnit = (language: string): WeightUnit => (/^en-US$/i.test(language) ? 'lb' : 'kg');
