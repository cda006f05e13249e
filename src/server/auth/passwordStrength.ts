import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score from 0 (trivially guessable) to 4; 3 means "safely unguessable: moderate
 * protection from offline slow-hash scenarios" (about 10^8 guesses or more), which with scrypt and
 * the sign-in throttle puts online guessing out of reach.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with the common and English dictionaries: about 8 MB, loaded on first use only. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return estimator;
}

/**
 * Why a password is too easy to guess, or undefined when it is strong enough. The person's own
 * email, names and organization count as known words: "acmesolar2026" is weak for Acme Solar.
 */
export async function passwordWeakness(password: string, context: (string | null | undefined)[]): Promise<string | undefined> {
  // Each value as it is, run together ("mesaverdefarms") and word by word ("mesa", "verde").
  const words = context.flatMap((value) => {
    if (!value) return [];
    const parts = value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((part) => part.length >= 3);
    const local = value
      .toLowerCase()
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}]+/gu, '');
    return [value.toLowerCase(), local, parts.join(''), ...parts];
  });
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? 'Add another word or two.';
  return `Password is too easy to guess. ${hint}`;
}
