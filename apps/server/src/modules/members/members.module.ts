import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registerRoutes } from './register.routes.ts';

/** Members: registration, passwords, the member's own account and avatar. */
async function membersModule(app: FastifyInstance) {
  registerRoutes(app);
  passwordRoutes(app);
  profileRoutes(app);
  // Multipart parsing is registered inside, so only the avatar upload accepts it.
  await app.register(avatarRoutes);
}

export default defineModule('members', membersModule, { dependencies: ['auth.guards'] });
