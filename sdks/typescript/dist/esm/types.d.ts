/**
 * Types derived from the generated `paths` of openapi.yaml (./generated/openapi.gen.ts, made by openapi-typescript):
 * which paths take which method, each operation's JSON body, query and successful answer. Nothing here exists at run
 * time.
 */
import type { components, paths } from '../types/openapi.gen.js';
export type { components, operations, paths } from '../types/openapi.gen.js';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Every path of the API that has an operation for `M`. */
export type PathsWith<M extends HttpMethod> = {
    [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];
type Op<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends {
    content: {
        'application/json': infer J;
    };
} ? J : never;
/** The JSON body the operation takes (`never` when it takes none). */
export type RequestBody<P extends keyof paths, M extends HttpMethod> = Op<P, M> extends {
    requestBody?: infer RB;
} ? JsonOf<NonNullable<RB>> : never;
/** The query parameters the operation takes. */
export type QueryOf<P extends keyof paths, M extends HttpMethod> = Op<P, M> extends {
    parameters: {
        query?: infer Q;
    };
} ? ([NonNullable<Q>] extends [never] ? never : NonNullable<Q>) : never;
/** The path parameters (`{integrationId}`...) the operation takes. */
export type PathParamsOf<P extends keyof paths, M extends HttpMethod> = Op<P, M> extends {
    parameters: {
        path?: infer Q;
    };
} ? ([NonNullable<Q>] extends [never] ? never : NonNullable<Q>) : never;
type SuccessOf<R> = 200 extends keyof R ? JsonOf<R[200]> : 201 extends keyof R ? JsonOf<R[201]> : unknown;
/** The JSON of the operation's successful answer, a dry run's `DryRunAnswer` left out (the SDK never asks for one). */
export type ResponseData<P extends keyof paths, M extends HttpMethod> = Op<P, M> extends {
    responses: infer R;
} ? Exclude<SuccessOf<R>, components['schemas']['DryRunAnswer']> : unknown;
/** The `result` of an answer shaped `{result: ...}` (most operations), else the whole answer. */
export type ResultOf<P extends keyof paths, M extends HttpMethod> = ResponseData<P, M> extends {
    result: infer R;
} ? R : ResponseData<P, M>;
/** The stable error codes of the gateway (ErrorCode in openapi.yaml, the same set as the gateway's src/errors/codes.ts). */
export type ErrorCode = components['schemas']['ErrorCode'];
/** An event as webhooks deliver it and the event log keeps it. */
export type ConnectorEvent = components['schemas']['ConnectorEvent'];
/** The paths of the unified API's list operations (`/api/unifications/<category>/<model>/list`). */
export type UnifiedListPath = Extract<PathsWith<'post'>, `/api/unifications/${string}/list`>;
/** The element type of the one array field of a page (`contacts` in `{contacts: [...], nextPageCursor}`). */
export type ItemOf<Page> = {
    [K in keyof Page]: Page[K] extends readonly (infer I)[] ? I : never;
}[keyof Page];
/** The paths of the actions (`/api/actions/<integration>/...`). */
export type ActionPath = Extract<PathsWith<'post'>, `/api/actions/${string}`>;
