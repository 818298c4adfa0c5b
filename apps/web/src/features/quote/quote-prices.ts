// Shared with the payment and confirmation pages (lib/quote-figures.ts).
export { selectedTierResult } from '../../lib/quote-figures';
