import type { paths } from './__generated__/rest.js';

// Types of the REST contract, read from the API's OpenAPI document (npm run codegen → __generated__/rest.ts).
// Paths are named as the gateway calls them: below /api/v1, with the OpenAPI template, e.g. 'owner/{id}'.

type V1 = { [K in keyof paths as K extends `/api/v1/${infer Rest}` ? Rest : never]: paths[K] };

export type RestMethod = 'get' | 'post' | 'put' | 'delete';

type Operation<P, M extends RestMethod> = P extends keyof V1 ? (M extends keyof V1[P] ? V1[P][M] : never) : never;

/** The /api/v1 paths that answer a method. */
export type RestPath<M extends RestMethod> = {
  [P in keyof V1]: Operation<P, M> extends { responses: unknown } ? P : never;
}[keyof V1];

/** The whole success answer of a call (200, or 201 for a creation): `{ data, total?, ... }`. */
export type RestResponse<P extends RestPath<M>, M extends RestMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer R } } } } ? R : never;

/** The body of a refusal with the given status, e.g. the rows of a refused CSV upload. */
export type RestErrorBody<P extends RestPath<M>, M extends RestMethod, Status extends number> =
  Operation<P, M> extends { responses: { [S in Status]: { content: { 'application/json': infer E } } } } ? E : never;

/** The `data` of a success answer. */
export type RestData<P extends RestPath<M>, M extends RestMethod> =
  RestResponse<P, M> extends { data: infer D } ? D : RestResponse<P, M> extends { data?: infer D } ? D : never;

/** The JSON body a call takes (never for calls without one, e.g. multipart uploads). */
export type RestBody<P extends RestPath<M>, M extends RestMethod> = JsonContent<RequestBodyOf<Operation<P, M>>>;

type RequestBodyOf<Op> = Op extends { requestBody?: infer B } ? NonNullable<B> : never;
type JsonContent<B> = [B] extends [never] ? never : B extends { content: { 'application/json': infer J } } ? J : never;

type Params<P, M extends RestMethod, In extends 'path' | 'query'> =
  Operation<P, M> extends { parameters: { [K in In]: infer X } } ? X
    : Operation<P, M> extends { parameters: { [K in In]?: infer X } } ? X : never;

/**
 * Path parameters by name. Values are ids as GraphQL carries them (strings); the API itself answers a
 * value of the wrong kind with 400, as it would for any client.
 */
export type RestPathParams<P extends RestPath<M>, M extends RestMethod> =
  [Params<P, M, 'path'>] extends [never] ? never
    : Params<P, M, 'path'> extends undefined ? never
      : { [K in keyof NonNullable<Params<P, M, 'path'>>]: string | number };

/** Query parameters by name; values become strings on the wire. */
export type RestQuery<P extends RestPath<M>, M extends RestMethod> =
  [Params<P, M, 'query'>] extends [never] ? never
    : Params<P, M, 'query'> extends undefined ? never
      : { [K in keyof NonNullable<Params<P, M, 'query'>>]?: string | number | boolean | readonly (string | number)[] | undefined };

/** One REST row type by the call that returns it, e.g. `RestRow<'owners', 'get'>` is one owner. */
export type RestRow<P extends RestPath<M>, M extends RestMethod> =
  RestData<P, M> extends (infer Row)[] ? Row : RestData<P, M>;
