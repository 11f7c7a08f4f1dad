/**
 * Minimal types of oidc-provider 9 (it ships none, and @types/oidc-provider is not installed):
 * only what plugins/auth uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcClient {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
    redirectUriAllowed(uri: string): boolean;
    postLogoutRedirectUriAllowed(uri: string): boolean;
  }

  interface OidcContext {
    host: string;
    type: string;
    body: unknown;
    oidc: {
      client?: OidcClient;
      route?: string;
      params?: Record<string, unknown>;
    };
  }

  interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  interface TokenLike {
    accountId?: string;
    aud?: string | string[];
  }

  class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    issuer: string;
    proxy: boolean;
    Grant: typeof Grant;
    Client: { prototype: OidcClient };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (ctx: OidcContext, error: Error) => void): this;
  }

  export default Provider;
  export type { Grant, InteractionDetails, OidcClient, OidcContext, TokenLike };
}
