import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Contract, type ParsedInput, type SuccessBody, securityOf } from "../../shared/api/contract";

/** The request as the handler sees it once the contract's schemas have parsed it. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ParsedInput<C, "params">;
  Querystring: ParsedInput<C, "query">;
  Body: ParsedInput<C, "body">;
}>;

/** Returns the success answer, or the reply when it sends one itself (another status, a header). */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<SuccessBody<C> | FastifyReply>;

/**
 * Registers the route a contract describes: its method and path, the schemas Fastify validates the
 * request and serializes the answer with (and documents at /api/openapi.json), and who may call it
 * (`config.auth`, enforced by http/route-auth.ts). `config` adds the server's own settings for the route.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  config: Omit<FastifyContextConfig, "auth"> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { ...config, auth: contract.auth },
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      security: securityOf(contract.auth),
      // Fastify warns about a schema key that is present but undefined.
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: contract.response,
    },
    // The contract's types stand in for the type provider's, which cannot see through a generic contract.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
