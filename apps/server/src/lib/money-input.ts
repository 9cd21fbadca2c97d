import { currencyDigits, fitsCurrency, siteCurrency } from '@elite/shared/money';
import { badRequest } from './errors';

/**
 * A price has at most the site currency's decimals (CONTRACT.md section 11: none in JPY): a
 * 400 naming the field otherwise.
 */
export function checkMoneyDecimals(field: string, amount: number, currency = siteCurrency()): void {
  if (fitsCurrency(amount, currency)) return;
  const digits = currencyDigits(currency);
  throw badRequest(
    digits === 0
      ? `${field}: a price in ${currency} is a whole number`
      : `${field}: a price in ${currency} has at most ${digits} decimals`,
  );
}
