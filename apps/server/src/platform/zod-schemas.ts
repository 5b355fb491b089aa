import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The schema controller of our Fastify apps: the contract's zod schemas validate and serialise
 * every route. Given as the compiler factories, Fastify never loads its default compilers (ajv
 * and fast-json-stringify, about 50 ms of a cold start), which it does at construction when the
 * compilers are only replaced afterwards with setValidatorCompiler and setSerializerCompiler.
 */
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    // Fastify types the factories by ajv's and fast-json-stringify's compilers; these take a route's schema.
    buildValidator: (() => validatorCompiler) as never,
    buildSerializer: (() => serializerCompiler) as never,
  },
};
