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
  /**
   * Served by a game provider, not the platform: the aggregator protocol the platform calls
   * (endpoints/provider.ts) and the house vendor's own page API (endpoints/house*.ts).
   */
  servedBy?: 'provider';
  /**
   * The platform's original front end reads this answer in another form (see
   * endpoints/compat.ts): its own value schema (else ours), and `bare` when it reads
   * the value without the envelope. Chosen for calls that carry its `Merchant` header.
   */
  original?: { value?: z.ZodMiniType; bare?: boolean };
  query?: z.ZodMiniObject;
  params?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  value: z.ZodMiniType;
}

/**
 * Declares an endpoint; both server and web import the result. The browser build passes the
 * declaration as a function (apps/web/build/lazy-endpoints.ts): its schemas are built on the first
 * read of any field, so the endpoints a page never calls cost it nothing at start-up.
 */
export const endpoint = <const E extends EndpointDef>(def: E): E =>
  typeof def === 'function' ? lazy(def as () => E) : def;

/**
 * An object built on first use: every read, key listing or `in` test goes to what `build` returns.
 * The browser build also wraps the endpoint files' top-level schemas in it (apps/web/lazy-endpoints.ts).
 */
export function lazy<T extends object>(build: () => T): T {
  let built: T | undefined;
  const target = () => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // Reported configurable: the empty target holds none of them, and a proxy may not claim otherwise.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
export type ValueOf<E extends EndpointDef> = z.infer<E['value']>;
/** The original front end's form of the answer (the value itself when the endpoint declares none). */
export type OriginalValueOf<E extends EndpointDef> = E['original'] extends { value: infer S extends z.ZodMiniType }
  ? z.infer<S>
  : ValueOf<E>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type QueryInputOf<E extends EndpointDef> = Input<E['query']>;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type BodyInputOf<E extends EndpointDef> = Input<E['body']>;
export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
