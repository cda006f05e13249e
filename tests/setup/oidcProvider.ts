import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClaimsParameterMember } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's login step next. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's certified `oidc-provider`) on localhost. The login and
 * consent screens are replaced by a handler that signs in the chosen test account and grants the
 * requested scopes, so a test can drive the whole flow with plain HTTP requests. PKCE is required.
 */
export async function startTestOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const clientId = 'voltfield-test';
  const clientSecret = 'voltfield-test-secret-voltfield-test-secret';
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };

  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account
        ? {
            accountId: sub,
            claims: async (_use: string, _scope: string, _claims: Record<string, ClaimsParameterMember | null>) => ({ ...account }),
          }
        : undefined;
    },
  });

  const handleProvider = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handleProvider(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        if (!next) throw new Error('No test account chosen: call signInAs() first');
        accounts.set(next.sub, next);
        await provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (account) => {
      next = account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
