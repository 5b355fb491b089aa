import { defineModule } from '../../platform/modules/modules.ts';
import { registerMemberGuards } from './auth.guards.ts';

/** The member and optional guards, on every request's context: modules with such routes depend on it. */
export default defineModule('auth.guards', async (app) => registerMemberGuards(app), { shared: true });
