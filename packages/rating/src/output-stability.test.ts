// eslint-disable-next-line no-restricted-imports -- a test's fingerprint of the output, not I/O
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { price } from './price.ts';
import { TARIFF_2026_11 } from './tables/2026-11.ts';
import { TODAY } from './test-support/risk-builder.ts';
import { variedRisks } from './test-support/varied-risks.ts';

// Work on the engine's speed must not move a penny or a word: 500 varied risks give exactly the
// outcomes, byte for byte, that the engine gave before that work (engine van-rating-1.0.0, tariff
// 2026-11.2). The hashes were recorded from the code as it stood before it was made faster. A
// change that means to change prices or wording changes ENGINE_VERSION or the tariff, and the
// expected hash here with it, saying so.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the outcome of 500 varied risks', () => {
  const risks = variedRisks(500);

  it('starts from the same risks (else the inputs changed, not the engine)', () => {
    expect(sha256(JSON.stringify(risks))).toBe(
      '466bb7c266361139dfb5de3647ef04616643c78c02194949ed1d2f043f512b15',
    );
  });

  it('is byte for byte what the engine gave before it was made faster', () => {
    const outcomes = risks.map(({ risk, requestedOpexCodes }) =>
      price({ risk, tables: TARIFF_2026_11, today: TODAY, requestedOpexCodes }),
    );
    expect(outcomes.every((outcome) => outcome.outcome === 'priced')).toBe(true);
    expect(sha256(JSON.stringify(outcomes))).toBe(
      '5931bad6ad6ecfdab12aac15d6aec36184c9ed9eb126b962effe84a588650345',
    );
  });
});
