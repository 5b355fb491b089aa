import type * as z from 'zod/mini';
import type { OpsPermission } from './ops-roles.ts';

/** Who may call: anyone; anyone (the member is read when a token comes); members only; operators only. */
export type Auth = 'none' | 'optional' | 'member' | 'operator';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: Method;
  path: string;
  summary: string;
  auth: Auth;
  /** The body arrives sealed with the server's public key (see payload encryption). */
  encrypted?: boolean;
  /** The body is form-encoded rather than JSON. */
  form?: boolean;
  /** A trial (free-play) account may call it; other member endpoints answer in_need_true_account. */
  trialAllowed?: boolean;
  /** Callable while the session still has to change its password. */
  duringPasswordChange?: boolean;
  /** Operator endpoints: the permission the operator must hold for the brand concerned (see ops-roles). */
  permission?: OpsPermission;
  query?: z.ZodMiniObject;
  params?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  value: z.ZodMiniType;
}

/** Declares an endpoint; both server and web import the result. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
export type ValueOf<E extends EndpointDef> = z.infer<E['value']>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type QueryInputOf<E extends EndpointDef> = Input<E['query']>;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type BodyInputOf<E extends EndpointDef> = Input<E['body']>;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
