import { AppError } from '../../http/app-error';

/**
 * A card its bank refused while the donor was at the form or a payment link: answered as any refusal
 * (422 and the bank's reason, at the request's card field, so the form marks the card), and counted towards the captcha the form asks for after repeated
 * declines (decision 105).
 */
export class CardDeclined extends AppError {
  constructor(reason: string) {
    super('rule', reason, { PaymentMethod: reason });
  }
}
