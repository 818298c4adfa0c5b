import { useId } from 'react';
import { RadioGroup, YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { marketingCopy as copy } from '../../../content/quote';
import type { MarketingChannel } from '../preferences';

export interface MarketingPreferencesProps {
  email: boolean | undefined;
  text: boolean | undefined;
  onChange: (channel: MarketingChannel, consent: boolean) => void;
}

/**
 * §2.6 'Stay in the know': Email Yes/No and Text Yes/No, neither answered until the customer
 * chooses (decision 005). The answers are kept as the userfields CLMKTING and CLMKTIN2 (§9.8).
 */
export function MarketingPreferences({ email, text, onChange }: MarketingPreferencesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      <RadioGroup
        id="marketing-email"
        name="marketingEmail"
        legend={copy.emailLegend}
        hint={copy.emailHint}
        options={YES_NO_OPTIONS}
        value={email}
        onChange={(consent) => onChange('email', consent)}
        inline
      />
      <RadioGroup
        id="marketing-text"
        name="marketingText"
        legend={copy.textLegend}
        hint={copy.textHint}
        options={YES_NO_OPTIONS}
        value={text}
        onChange={(consent) => onChange('text', consent)}
        inline
      />
    </section>
  );
}
