import { setHashCostForTests } from '~/server/auth/passwords';

// scrypt at N = 2^12 instead of 2^17 in the API suites (see setHashCostForTests for why that is safe).
setHashCostForTests(12);
