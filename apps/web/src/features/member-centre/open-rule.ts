import { TRIAL_TYPE } from '@arcadia/contracts';

/**
 * The member centre needs a session token and a real account (endpoints §2, §6):
 * a trial account (type 4) is blocked. While the member's type is still
 * unknown the centre stays shut rather than flashing open.
 */
export const canOpenMemberCentre = (hasToken: boolean, memberType: number | undefined): boolean =>
  hasToken && memberType !== undefined && memberType !== TRIAL_TYPE;
