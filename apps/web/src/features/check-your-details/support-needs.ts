import {
  supportNeedsContract,
  SupportNeedsResponseSchema,
  type SupportNeedsRequest,
  type SupportNeedsResponse,
} from '@van/domain/contract';
import type { AlternativeFormat, SupportNeedCategory, SupportNeedsAnswer } from '@van/domain/forms';
import { SUPPORT_NEEDS_CONSENT } from '@van/domain/forms';
import { api } from '../../lib/api-client';

/** What the section holds while the customer answers (decision 047). */
export interface SupportNeedsState {
  categories: SupportNeedCategory[];
  otherHelp: string;
  formats: AlternativeFormat[];
  consent: boolean;
}

export const NO_SUPPORT_NEEDS: SupportNeedsState = {
  categories: [],
  otherHelp: '',
  formats: [],
  consent: false,
};

/**
 * The answer to send, or null when there is nothing to send: nothing is sent without the consent
 * tick (special category data is not sent to be thrown away), nor when nothing was asked for.
 */
export function supportNeedsToSend(state: SupportNeedsState): SupportNeedsAnswer | null {
  const otherHelp = state.categories.includes('OTHER') ? state.otherHelp.trim() : '';
  const asked = state.categories.length > 0 || state.formats.length > 0;
  if (!state.consent || !asked) return null;
  return {
    categories: state.categories,
    formats: state.formats,
    ...(otherHelp === '' ? {} : { otherHelp }),
    consentVersion: SUPPORT_NEEDS_CONSENT.version,
  };
}

/** POST /v1/supportNeeds: in the body, never the address (decision 047). */
export function giveSupportNeeds(request: SupportNeedsRequest): Promise<SupportNeedsResponse> {
  return api.post(supportNeedsContract.path, request, SupportNeedsResponseSchema);
}
