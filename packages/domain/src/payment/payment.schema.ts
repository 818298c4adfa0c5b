import { z } from 'zod';
import { PAY_METHOD_TYPES, PAYMENT_OPTION_TYPES } from '../reference-data/enumerations.ts';

/** §3.1 / §9.13: how the customer pays; Instalmnts is the spec's spelling. */
export const PayMethodTypeSchema = z
  .enum(PAY_METHOD_TYPES)
  .describe('PayInFull or Instalmnts (§9.13)');
export type PayMethodType = z.infer<typeof PayMethodTypeSchema>;

export const PaymentOptionTypeSchema = z.enum(PAYMENT_OPTION_TYPES);
export type PaymentOptionType = z.infer<typeof PaymentOptionTypeSchema>;

/** §3.11 / §7.4: one entry of the payment-options response. */
export const PaymentOptionSchema = z.object({
  type: PaymentOptionTypeSchema.describe(
    'MONTHLY_DD (Instalmnts) or ANNUAL_CARD (PayInFull), §4.8',
  ),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;
