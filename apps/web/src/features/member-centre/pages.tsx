import type { MemberCentrePage } from '@arcadia/contracts';
import type { ComponentType } from 'react';
import { SecurityCenter } from './security/security-center.tsx';

/** The pages built so far; any other menu entry shows the pending page. */
export const CENTRE_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  securityCenter: SecurityCenter,
};
