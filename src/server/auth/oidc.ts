import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import type { ServerEnv } from '../env.ts';

/**
 * Sign-in through an OpenID Connect provider: authorization code flow with PKCE, state and nonce
 * (openid-client does the protocol; we keep the per-attempt secrets in a short-lived encrypted
 * cookie so any instance can finish what another started).
 */

/** Claims from an OpenID provider's ID token (and userinfo) that describe the person. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  pictureUrl?: string;
}

export const OIDC_FLOW_COOKIE = 'vf_oidc';
export const OIDC_FLOW_TTL_SECONDS = 600;

type OidcSettings = NonNullable<ServerEnv['oidc']>;

const configurations = new Map<string, Promise<client.Configuration>>();

/** Discovery, once per process and provider (a failure is not kept, so the next attempt retries). */
function configuration(oidc: OidcSettings): Promise<client.Configuration> {
  let pending = configurations.get(oidc.issuer);
  if (!pending) {
    const issuer = new URL(oidc.issuer);
    // Plain HTTP only for a provider on this machine (development and tests).
    const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    pending = client.discovery(
      issuer,
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      local ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    pending.catch(() => configurations.delete(oidc.issuer));
    configurations.set(oidc.issuer, pending);
  }
  return pending;
}

/** The provider's host (`login.example.com`), which an account without a password is told to sign in with; null without one. */
export function oidcProviderHost(env: ServerEnv): string | null {
  return env.oidc ? new URL(env.oidc.issuer).host : null;
}

export function callbackUrl(env: ServerEnv): URL {
  return new URL('/api/callback', env.SITE_URL);
}

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

/** A 256-bit key for the flow cookie, derived from the session signing key. */
function flowKey(sessionKey: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update('voltfield:oidc-flow').update(sessionKey).digest());
}

/** Where to send the browser to sign in, and the encrypted cookie that remembers this attempt. */
export async function beginOidcSignIn(env: ServerEnv, sessionKey: Uint8Array, returnTo: string): Promise<{ url: URL; flowCookie: string }> {
  const config = await configuration(env.oidc!);
  const flow: FlowState = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(env).href,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  const flowCookie = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${OIDC_FLOW_TTL_SECONDS}s`)
    .encrypt(flowKey(sessionKey));
  return { url, flowCookie };
}

export class OidcSignInError extends Error {
  override name = 'OidcSignInError';
}

/** Exchanges the code (checking state, nonce and PKCE) and returns who signed in and where they were going. */
export async function completeOidcSignIn(
  env: ServerEnv,
  sessionKey: Uint8Array,
  search: string,
  flowCookie: string | undefined,
): Promise<{ profile: OidcProfile; returnTo: string }> {
  if (!flowCookie) throw new OidcSignInError('No sign-in in progress (the flow cookie is missing or expired)');
  let flow: FlowState;
  try {
    flow = (await jwtDecrypt(flowCookie, flowKey(sessionKey))).payload as unknown as FlowState;
  } catch {
    throw new OidcSignInError('The sign-in attempt is invalid or expired');
  }
  const config = await configuration(env.oidc!);
  const currentUrl = new URL(`${callbackUrl(env).pathname}${search}`, env.SITE_URL);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  // Some providers keep profile claims out of the ID token; ask userinfo for what is missing.
  const info = claims.email ? claims : { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
  if (typeof info.email !== 'string') throw new OidcSignInError('The provider did not share an email address');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    returnTo: flow.returnTo,
    profile: {
      issuer: claims.iss,
      subject: claims.sub,
      email: info.email,
      emailVerified: info.email_verified === true,
      firstName: text(info.given_name),
      lastName: text(info.family_name),
      pictureUrl: text(info.picture),
    },
  };
}
